/**
 * A blind visitor's desktop: its own D-Bus session, Xvfb, accessibility bus, speech-dispatcher
 * (whose speech goes to a file as text) and Orca, stopped by process id. The browser runs with no
 * automation protocol and every key goes through xdotool, so Orca hears it as a person's.
 */
import { execFile, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { firstLine, startGroup, stopGroup } from '../engines/processes';

const run = promisify(execFile);

/** Why the table cannot run here, with what to install, or undefined when it can. */
export function missingTools(): string | undefined {
  const folders = (process.env.PATH ?? '').split(delimiter);
  const tools = ['orca', 'speech-dispatcher', 'Xvfb', 'xdotool', 'dbus-daemon', 'gdbus'];
  const missing = tools.filter((tool) => !folders.some((folder) => existsSync(join(folder, tool))));
  if (missing.length === 0) return undefined;
  return `Not found: ${missing.join(', ')}. Debian/Ubuntu: sudo apt-get install -y orca speech-dispatcher xvfb xdotool dbus-daemon libglib2.0-bin at-spi2-core`;
}

/** Milliseconds of silence, with Orca idle, after which it has said all a key makes it say. */
const quietPeriod = 800;
/** Milliseconds any one step may take before the table names it as the one that hung. */
const stepLimit = 10_000;
/** Milliseconds a browser may take to show its window: Firefox takes many on a busy machine. */
const browserStartLimit = 60_000;
/** Milliseconds a typed address may take to be read out: a load on a busy machine once took over 10 s. */
const pageLoadLimit = 30_000;

/**
 * speech-dispatcher's settings: everything to the capture module; punctuation named from the
 * system's tables, as Orca users hear it; libao, since it insists on an audio output even for a
 * module that plays nothing (~/.libao picks libao's null driver).
 */
const speechSettings = `AudioOutputMethod "libao"
AddModule "capture" "sd_generic" "capture.conf"
DefaultModule capture
SymbolsPreproc "char"
SymbolsPreprocFile "symbols.dic"
SymbolsPreprocFile "orca.dic"
SymbolsPreprocFile "orca-chars.dic"
`;

/** Orca's settings: no reading of the whole page on load, no echo of the keys pressed. */
const orcaProfile = { profile: ['Default', 'default'], sayAllOnLoad: false, enableKeyEcho: false };
const orcaSettings = { general: {}, pronunciations: {}, keybindings: {}, profiles: { default: orcaProfile } };

export class Desktop {
  private readonly folder = mkdtempSync(join(tmpdir(), 'orca-desktop-'));
  private readonly speechFile = join(this.folder, 'speech.txt');
  private readonly processes: ChildProcess[] = [];
  private env: NodeJS.ProcessEnv = {};
  private orca: ChildProcess | undefined;
  /** How much of the speech file `heard` has returned. */
  private heardUpTo = 0;
  /** When `press` last pressed a key (ms since the epoch). */
  private lastKeyAt = 0;

  /** Starts the session, the display, speech and Orca, until Orca says it is on; `stop` even if it fails. */
  async start() {
    const folder = (name: string) => mkdtempSync(join(this.folder, name));
    const [home, runtime, orcaFolder] = [folder('home'), folder('run'), folder('orca')];
    const speechConfig = folder('speech');
    mkdirSync(join(speechConfig, 'modules'));
    writeFileSync(join(home, '.libao'), 'default_driver=null\n');
    writeFileSync(join(speechConfig, 'speechd.conf'), speechSettings);
    writeFileSync(
      join(speechConfig, 'modules', 'capture.conf'),
      `GenericExecuteSynth "printf '%s\\\\n' \\'$DATA\\' >> ${this.speechFile}"\nAddVoice "en" "MALE1" "capture"\n`,
    );
    writeFileSync(join(orcaFolder, 'user-settings.conf'), JSON.stringify(orcaSettings));
    writeFileSync(this.speechFile, '');

    // English, whatever the machine's language: the table asserts Orca's English words.
    const english = { LANG: 'C.UTF-8', LANGUAGE: 'en', LC_ALL: 'C.UTF-8' };
    const ownBus = { NO_AT_BRIDGE: undefined, AT_SPI_BUS_ADDRESS: undefined, GNOME_ACCESSIBILITY: '1' };
    this.env = { ...process.env, ...english, ...ownBus, HOME: home, XDG_RUNTIME_DIR: runtime };
    const bus = this.launch('dbus-daemon', ['--session', '--nofork', '--print-address=1'], 'pipe');
    this.env.DBUS_SESSION_BUS_ADDRESS = await firstLine(bus, 'dbus-daemon');
    const xvfbArgs = ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'];
    this.env.DISPLAY = `:${await firstLine(this.launch('Xvfb', xvfbArgs, 'pipe'), 'Xvfb')}`;
    await this.command('turning on the accessibility bus', 'gdbus', [
      ...['call', '--session', '--dest', 'org.a11y.Bus', '--object-path', '/org/a11y/bus'],
      ...['--method', 'org.freedesktop.DBus.Properties.Set', 'org.a11y.Status', 'IsEnabled', '<true>'],
    ]);
    // The pointer rests in a corner, away from anything a hover changes.
    await this.command('moving the pointer away', 'xdotool', ['mousemove', '0', '0']);
    this.launch('speech-dispatcher', ['--config-dir', speechConfig, '--timeout', '0', '--run-single']);
    this.orca = this.launch('orca', ['--replace', '--user-prefs', orcaFolder]);
    await this.waitFor('starting Orca', [/Screen reader on/]);
    this.heard();
  }

  /** Starts `command` in a process group of its own (../engines/processes.ts), on this desktop. */
  private launch(command: string, args: string[], output: 'pipe' | 'ignore' = 'ignore'): ChildProcess {
    const child = startGroup(command, args, this.env, output);
    this.processes.push(child);
    return child;
  }

  private async command(step: string, command: string, args: string[]) {
    await run(command, args, { env: this.env, timeout: stepLimit }).catch((error: Error) => {
      throw new Error(`Screen-reader desktop: ${step} failed: ${error.message}`);
    });
  }

  /** Polls `done` until it holds, or fails naming `step`. */
  private async until(step: string, done: () => boolean | Promise<boolean>, limit = stepLimit) {
    const deadline = Date.now() + limit;
    while (!(await done())) {
      if (Date.now() > deadline)
        throw new Error(`Screen-reader desktop: ${step} did not finish within ${limit} ms`);
      await sleep(50);
    }
  }

  private speech(): string {
    return readFileSync(this.speechFile, 'utf8');
  }

  /** Orca's processor time so far, in clock ticks: it rises while Orca works out what to say. */
  private orcaWork(): string {
    const stat = readFileSync(`/proc/${this.orca?.pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')')).split(' ').slice(12, 14).join();
  }

  /** Waits until Orca has said, since the last `heard`, something matching each of `patterns`. */
  async waitFor(step: string, patterns: readonly RegExp[], limit = stepLimit) {
    const said = () => this.speech().slice(this.heardUpTo).replace(/\s+/g, ' ');
    const waitingFor = `${step} (waiting for Orca to say ${patterns.join(', ')})`;
    const saidAll = () => patterns.every((pattern) => pattern.test(said()));
    await this.until(waitingFor, saidAll, limit).catch((error: Error) => {
      throw new Error(`${error.message}; it said: "${said()}"`);
    });
  }

  /** Waits until Orca has been silent, and unless told otherwise idle, for `quietPeriod`. */
  private async quiet(step: string, idle = true) {
    let state = '';
    let since = Date.now();
    await this.until(`${step} (waiting for Orca to fall silent)`, () => {
      const now = `${this.speech().length} ${idle ? this.orcaWork() : ''}`;
      if (now !== state) [state, since] = [now, Date.now()];
      return Date.now() - since >= quietPeriod;
    });
  }

  /** Every line Orca said since the last call. */
  heard(): string[] {
    const speech = this.speech();
    const said = speech.slice(this.heardUpTo);
    this.heardUpTo = speech.length;
    return said.split('\n').flatMap((line) => line.trim() || []);
  }

  /** Opens a browser window, empty, with a fresh profile (`args` gets its folder), and gives it the keyboard. */
  async openBrowser(executable: string, args: (profile: string) => Promise<string[]>) {
    const profile = join(this.folder, 'profile');
    const browser = this.launch(executable, [...(await args(profile)), 'about:blank']);
    // No window manager: the window gets the keyboard because it is told to, once it is shown.
    const focus = ['search', '--onlyvisible', '--pid', String(browser.pid), 'windowfocus'];
    const focused = () => run('xdotool', focus, { env: this.env }).then(Boolean, () => false);
    await this.until('opening the browser', focused, browserStartLimit);
    await this.waitFor('opening the browser', [/address/i], browserStartLimit);
    await this.quiet('opening the browser');
  }

  /** Presses `key` (xdotool's name: "Tab", "shift+Tab", "Insert+a") and waits until Orca has said all it says. */
  async press(key: string) {
    const before = this.speech().length;
    await this.command(`pressing ${key}`, 'xdotool', ['key', key]);
    this.lastKeyAt = Date.now();
    await this.until(`pressing ${key} (waiting for Orca to speak)`, () => this.speech().length > before);
    await this.quiet(`pressing ${key}`);
  }

  /** Types `url` in the address bar, waits until Orca has read the page; what it said of the bar is cut. */
  async goTo(url: string) {
    await this.command('pressing ctrl+l', 'xdotool', ['key', 'ctrl+l']);
    // Until Orca knows focus has left the page, it takes typed letters for its own commands.
    await this.waitFor('going to the address bar', [/address/i]);
    await this.command(`typing ${url}`, 'xdotool', ['type', url]);
    // The address bar's suggestions settle first (they keep Orca busy in Firefox, hence not idle).
    await this.quiet(`typing ${url}`, false);
    await this.command(`opening ${url}`, 'xdotool', ['key', 'Return']);
    // Usually "document web", "Finished loading", then a summary ("Page has …"); on a busy machine
    // Orca may say the first two the other way round and skip the summary.
    await this.waitFor(`opening ${url}`, [/document web/, /Finished loading/], pageLoadLimit);
    await this.quiet(`opening ${url}`);
    const speech = this.speech();
    this.heardUpTo = speech.lastIndexOf('\n', speech.indexOf('document web', this.heardUpTo)) + 1;
  }

  /** Waits, pressing nothing, until `milliseconds` after the last `press`. */
  async waitSinceLastKey(milliseconds: number) {
    await sleep(this.lastKeyAt + milliseconds - Date.now());
  }

  /** Stops everything this desktop started, newest first, and removes its files. */
  async stop() {
    for (const child of this.processes.reverse()) await stopGroup(child, 3000);
    rmSync(this.folder, { recursive: true, force: true });
  }
}
