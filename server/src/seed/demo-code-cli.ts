import * as OTPAuth from 'otpauth';
import { parseConfig } from '../config/config.ts';

// `npm run demo:code -- KEY`: the code an authenticator app given KEY (a demo staff member's key, printed
// at start) shows now, for whoever has no app at hand (decision 0124). The time is the running server's
// development clock when it answers, else this machine's.
const key = process.argv[2]?.replace(/\s+/g, '').toUpperCase();
if (!key || !/^[A-Z2-7]+=*$/.test(key)) {
  console.error('Usage: npm run demo:code -- KEY (the app key printed with the demo staff at start)');
  process.exit(2);
}

async function serverTime() {
  try {
    const response = await fetch(new URL('/dev/clock', parseConfig().publicUrl), {
      signal: AbortSignal.timeout(2_000),
    });
    return Date.parse(((await response.json()) as { data: { now: string } }).data.now);
  } catch {
    return Date.now();
  }
}

const now = await serverTime();
const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) }).generate({ timestamp: now });
console.log(`${code}  (good for ${30 - (Math.floor(now / 1000) % 30)} more seconds)`);
