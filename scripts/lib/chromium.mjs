// @ts-check
/** Debian's Chromium with the flags these machines need (never a downloaded browser). */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const launchOptions = { executablePath: chromiumPath, args: chromiumArgs, headless: true };
