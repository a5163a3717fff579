/** Users and their profiles (ops 5-8). */
export { getUser, listUsers, registerUser, updateMe } from './users';
export type { UserDto } from './dto';
export { fullNames } from './names';
