/**
 * The listening session drawn in the how-it-works section: a phone playing a deep dive. It shows
 * the product name and the session length, so it is written from the site config by
 * `npm run brand-images` (./generate.ts) into src/sections/how-it-works/listening-session.svg;
 * tests/unit/brand-assets.test.ts fails, naming that command, when the file is out of date.
 * Edit the drawing here. The app's own colours come from the colour tokens; the phone's greys
 * are the drawing's.
 */

/** What the drawing shows that the site config and the colour tokens decide. */
export interface ListeningSessionFacts {
  /** The product name, in the app bar. */
  readonly productName: string;
  /** A deep dive's length, in minutes: the player's end time and the session's label. */
  readonly sessionMinutes: number;
  /** A colour token's value (src/styles/tokens.css), in the dark scheme unless told: the app's colours. */
  readonly colour: (token: string, scheme?: 'light' | 'dark') => string;
}

/** Where the drawing is written, relative to the project root. */
export const listeningSessionPath = 'src/sections/how-it-works/listening-session.svg';

/** Text as it may stand in XML. */
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The SVG file's text. */
export function listeningSessionSvg(facts: ListeningSessionFacts): string {
  const productName = escapeXml(facts.productName);
  const { sessionMinutes, colour } = facts;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 740" width="360" height="740">
  <!-- Drawn by npm run brand-images from scripts/brand/listeningSession.ts: edit that, not this.
       A listening session as the app shows it on a phone. Presentation attributes only, no style
       sheet, so a strict style-src on the page or on the file itself never blocks any of it. -->
  <defs>
    <linearGradient id="cover-sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1b4a57"/>
      <stop offset="1" stop-color="#0a2a33"/>
    </linearGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#12232a"/>
      <stop offset="1" stop-color="#0c171c"/>
    </linearGradient>
    <clipPath id="cover-clip">
      <rect x="24" y="136" width="312" height="180" rx="18"/>
    </clipPath>
  </defs>

  <!-- The phone's screen -->
  <rect x="1" y="1" width="358" height="738" rx="40" fill="url(#screen)" stroke="#2b3c44" stroke-width="2"/>

  <!-- Status bar -->
  <text x="32" y="34" fill="#d5dee2" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="14" font-weight="600">9:41</text>
  <rect x="132" y="16" width="96" height="26" rx="13" fill="#05090b"/>
  <rect x="284" y="24" width="18" height="10" rx="2" fill="none" stroke="#d5dee2" stroke-width="1.5"/>
  <rect x="286" y="26" width="12" height="6" rx="1" fill="#d5dee2"/>
  <path d="M308 34h3v-3h-3zM313 34h3v-6h-3zM318 34h3v-9h-3zM323 34h3v-12h-3z" fill="#d5dee2"/>

  <!-- App bar: the product's mark and name -->
  <rect x="24" y="60" width="30" height="30" rx="8" fill="${colour('--color-accent')}"/>
  <path d="M29 70c3-2.2 5.5 2.2 10 0s7-2.2 10 0M29 76c3-2.2 5.5 2.2 10 0s7-2.2 10 0M29 82c3-2.2 5.5 2.2 10 0s7-2.2 10 0" fill="none" stroke="${colour('--color-accent-contrast')}" stroke-width="2" stroke-linecap="round"/>
  <text x="64" y="81" fill="#f1f5f7" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="18" font-weight="700">${productName}</text>
  <circle cx="314" cy="75" r="17" fill="#18313a"/>
  <circle cx="307" cy="75" r="2" fill="#d5dee2"/>
  <circle cx="314" cy="75" r="2" fill="#d5dee2"/>
  <circle cx="321" cy="75" r="2" fill="#d5dee2"/>

  <!-- Where the session came from -->
  <rect x="24" y="104" width="148" height="24" rx="12" fill="${colour('--color-accent-soft')}"/>
  <circle cx="37" cy="116" r="3.5" fill="${colour('--color-accent')}"/>
  <text x="47" y="120.5" fill="${colour('--color-accent-strong')}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="12" font-weight="600">Today’s headlines</text>

  <!-- Cover art: three depths of water, and the topics the session connects -->
  <g clip-path="url(#cover-clip)">
    <rect x="24" y="136" width="312" height="180" fill="url(#cover-sky)"/>
    <path d="M24 196c34-16 70 16 104 0s70-16 104 0 70 16 104 0v120H24z" fill="${colour('--color-band-1', 'light')}" opacity="0.9"/>
    <path d="M24 236c34-16 70 16 104 0s70-16 104 0 70 16 104 0v80H24z" fill="${colour('--color-band-2', 'light')}"/>
    <path d="M24 276c34-16 70 16 104 0s70-16 104 0 70 16 104 0v40H24z" fill="${colour('--color-band-3', 'light')}"/>
    <path d="M92 172 188 160 260 206 176 256 214 294" fill="none" stroke="#f1f5f7" stroke-width="2" stroke-dasharray="1 6" stroke-linecap="round"/>
    <circle cx="92" cy="172" r="6" fill="#f1f5f7"/>
    <circle cx="188" cy="160" r="5" fill="#f1f5f7"/>
    <circle cx="260" cy="206" r="7" fill="#f1f5f7"/>
    <circle cx="176" cy="256" r="6" fill="#f1f5f7"/>
    <circle cx="214" cy="294" r="9" fill="#f1f5f7"/>
    <circle cx="214" cy="294" r="15" fill="none" stroke="#f1f5f7" stroke-width="2" opacity="0.6"/>
  </g>

  <!-- Title and what kind of session it is -->
  <text fill="#f4f7f8" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="22" font-weight="700">
    <tspan x="24" y="352">Why undersea cables</tspan>
    <tspan x="24" y="380">matter more than ever</tspan>
  </text>
  <text x="24" y="406" fill="${colour('--color-text-muted')}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="13">Technology · Level 2 of 3 · ${sessionMinutes} min</text>

  <!-- The 5-minute player: 2:14 of 5:00 played -->
  <rect x="24" y="428" width="312" height="6" rx="3" fill="#24363f"/>
  <rect x="24" y="428" width="139" height="6" rx="3" fill="${colour('--color-accent')}"/>
  <circle cx="163" cy="431" r="8" fill="#ffffff"/>
  <text x="24" y="456" fill="${colour('--color-text-muted')}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="12">2:14</text>
  <text x="336" y="456" text-anchor="end" fill="${colour('--color-text-muted')}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="12">${sessionMinutes}:00</text>

  <!-- Back 15 s, pause, forward 15 s -->
  <g fill="none" stroke="#d5dee2" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
    <path d="M100 488a14 14 0 1 0 4-10"/>
    <path d="M104 470v8h-8"/>
    <path d="M260 488a14 14 0 1 1-4-10"/>
    <path d="M256 470v8h8"/>
  </g>
  <text x="114" y="492" text-anchor="middle" fill="#d5dee2" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="10" font-weight="700">15</text>
  <text x="246" y="492" text-anchor="middle" fill="#d5dee2" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="10" font-weight="700">15</text>
  <circle cx="180" cy="488" r="32" fill="${colour('--color-accent')}"/>
  <rect x="169" y="475" width="7" height="26" rx="2" fill="${colour('--color-accent-contrast')}"/>
  <rect x="184" y="475" width="7" height="26" rx="2" fill="${colour('--color-accent-contrast')}"/>

  <!-- Key takeaways -->
  <rect x="24" y="542" width="312" height="174" rx="16" fill="#14262d" stroke="#24363f"/>
  <text x="44" y="572" fill="#f1f5f7" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="14" font-weight="700">Key takeaways</text>
  <g fill="${colour('--color-accent')}">
    <circle cx="48" cy="594" r="3"/>
    <circle cx="48" cy="638" r="3"/>
    <circle cx="48" cy="682" r="3"/>
  </g>
  <text fill="#c8d3d8" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="13">
    <tspan x="60" y="598">Most data between continents</tspan>
    <tspan x="60" y="616">travels through seabed cables.</tspan>
    <tspan x="60" y="642">A few chokepoints carry a large</tspan>
    <tspan x="60" y="660">share of the world’s traffic.</tspan>
    <tspan x="60" y="686">Repairs need specialist ships</tspan>
    <tspan x="60" y="704">and can take weeks.</tspan>
  </text>
</svg>
`;
}
