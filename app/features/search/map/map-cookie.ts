// Cookie remembering that the visitor keeps the map open, read by the server render so that it
// draws the layout the browser shows. Apart from the map's code, which loads only when shown.
export const MAP_COOKIE = 'search_map';
