import { checkScreens } from './checkScreens'

checkScreens((index) => index % 3 === 1)
