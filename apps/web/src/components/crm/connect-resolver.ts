import { zodResolver } from '@hookform/resolvers/zod';
import { connectCrmInput } from '@app/validators';

/** The connect form's resolver (`crm.connect`'s schema), loaded when the form first validates. */
export const connectResolver = zodResolver(connectCrmInput, undefined, { raw: true });
