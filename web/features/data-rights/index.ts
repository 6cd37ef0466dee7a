export { DownloadMyData } from './components/download-my-data';
