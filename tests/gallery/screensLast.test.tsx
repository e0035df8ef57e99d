import { checkScreens } from './checkScreens'

checkScreens((index, count) => index >= count / 2)
