/**
 * The file name endings a geometry import accepts, apart from the readers: a file input's `accept` needs them on the
 * screen, the readers (zip, shapefile, UKOOA, proj4) only once a file is chosen (issue 27).
 */
export const SHAPEFILE_EXTENSIONS = ['.zip', '.shz'] as const;
export const UKOOA_EXTENSIONS = ['.p190', '.p1', '.ukooa', '.txt'] as const;
