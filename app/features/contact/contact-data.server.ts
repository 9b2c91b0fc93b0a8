// The agency's details the Contact page shows (office, map position) and tells search engines.
export { getGeneralInfo as readAgencyInfo } from '../../../server/services/agency/agency-info.ts';
