import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19 MiB, t=2): OWASP's recommended floor. */
export const hashPassword = (password: string) => hash(password);

// A real hash of a random value, so that an unknown e-mail costs as much time as a wrong password.
const decoy = hash(`decoy-${Math.random()}`);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    if (!passwordHash) {
      await verify(await decoy, password);
      return false;
    }
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
