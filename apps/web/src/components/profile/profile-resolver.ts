import { zodResolver } from '@hookform/resolvers/zod';
import { updateMeInput } from '@app/validators';

/**
 * The profile form's resolver (`users.updateMe`'s schema), loaded when the form first validates.
 */
export const updateMe = zodResolver(updateMeInput, undefined, { raw: true });
