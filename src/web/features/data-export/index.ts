/** What other features and the app may use of the data export: the profile's section and the console's action. */
export { ExportPersonButton } from './components/ExportPersonButton';
export { YourDataSection } from './components/YourDataSection';
