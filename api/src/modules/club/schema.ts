import {
  CompanyLookupPayloadSchema,
  CompanyLookupQuerySchema,
  ThemePayloadSchema,
  ThemeQuerySchema,
} from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

export const themeSchema = {
  tags: ['club'],
  summary: "Club theme: colours, logos, feature flags, contact (session club, or accountId when public)",
  querystring: ThemeQuerySchema,
  response: responses(ThemePayloadSchema),
};

export const companyLookupSchema = {
  tags: ['club'],
  summary: 'Finds a club by its lookup code or account id',
  querystring: CompanyLookupQuerySchema,
  response: responses(CompanyLookupPayloadSchema),
};
