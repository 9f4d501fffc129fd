// antd-mobile's Toast on its own: the API client fetches it with the first error to show, so its
// animation library stays out of the first load.
export { Toast } from 'antd-mobile';
