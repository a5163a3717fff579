import { zodResolver } from '@hookform/resolvers/zod';
import { registerUserInput } from '@app/validators';

/**
 * The register dialog's resolver (`users.register`'s schema), loaded when the form first validates.
 */
export const registerUser = zodResolver(registerUserInput, undefined, { raw: true });
