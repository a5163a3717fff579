/** Users and their profiles (`users.me`, `users.list`, `users.register` and `users.updateMe`). */
export { getUser, listUsers, registerUser, updateMe } from './users';
export type { UserDto } from './dto';
export { displayName, fullNames } from './names';
