// The two methods the API's calls use, as literal types for the route tables.
export const GET = 'GET';
export const POST = 'POST';
