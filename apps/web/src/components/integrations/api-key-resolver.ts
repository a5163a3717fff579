import { zodResolver } from '@hookform/resolvers/zod';
import { createApiKeyInput } from '@app/validators';

/** The create dialog's resolver (`apiKeys.create`'s schema), loaded when the form first validates. */
export const apiKeyResolver = zodResolver(createApiKeyInput);
