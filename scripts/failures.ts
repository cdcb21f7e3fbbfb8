/**
 * Imported first by each script the README names: a failure is told in its own words, without
 * the stack of the code it happened in (DEBUG=1 adds it), and the command exits non-zero.
 */
const tell = (error: unknown) => {
  console.error(process.env.DEBUG ? error : error instanceof Error ? error.message : String(error));
  process.exit(1);
};
process.on('uncaughtException', tell).on('unhandledRejection', tell);
