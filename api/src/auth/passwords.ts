import argon2 from 'argon2';

// argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): ~60 ms here, where
// the library's default (64 MiB, 3 passes, 4 lanes) takes ~0.5 s per login on two cores.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash is a refusal, not a crash of the login route.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the time of a real verification when the email is unknown, so the login's response time
 * does not tell which emails have an account.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('un mot de passe qui ne sert jamais');
  await verifyPassword(await dummyHash, password);
  return false;
}
