/** Base path of the service (spec 000 section 7); its own module, so the web app's entry has it without zod. */
export const API_BASE = '/DataAcquisition-service';
