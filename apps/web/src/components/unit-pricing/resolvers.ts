import { zodResolver } from '@hookform/resolvers/zod';
import { conditionFormInput } from '@app/validators';

/** The condition dialog's resolver (the shared schema), loaded when the form first validates. */
export const conditionForm = zodResolver(conditionFormInput);
