/** What other features may use of the 360: the Custom 360 questions (the console's settings page places them). */
export { Custom360Questions } from './components/Custom360Questions';
