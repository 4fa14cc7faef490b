// the native argon2 library loads with the first password checked or set, not at start
const argon2 = () => import('@node-rs/argon2');

// verified against when there is no hash to check, so an unknown email takes as long as a wrong password
let dummyHash: Promise<string> | undefined;

/** A password's hash as stored (argon2id with the library's defaults). */
export const hashPassword = async (password: string) => (await argon2()).hash(password);

/**
 * Whether `password` is the one `passwordHash` was made from. Without a hash (an unknown account, one that
 * signs in only through a provider) it still takes a check's time, and answers false.
 */
export async function passwordMatches(passwordHash: string | null | undefined, password: string) {
  const { hash, verify } = await argon2();
  if (!passwordHash) {
    await verify(await (dummyHash ??= hash('pixel-dummy-password')), password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
