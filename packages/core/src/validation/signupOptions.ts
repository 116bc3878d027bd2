/**
 * The option lists of the self sign-up wizard (spec §3 "Option lists"). The values are the
 * wire values and also the English labels' keys.
 */
export const signupOptions = {
  jobLevel: ['executive', 'director', 'manager', 'individual contributor'],
  team: ['sales', 'marketing', 'hr', 'legal', 'procurement', 'finance', 'it', 'other'],
  usage: [
    'electronic signatures',
    'upload and sign pdf',
    'quotes',
    'proposals',
    'annual reports',
    'sop',
    'api',
    'contract management',
    'contract automation',
    'other',
  ],
  companySize: ['1', '2-10', '11-50', '51-200', '201-500', '501-1000', '1001+'],
  tools: [
    'do not use any',
    'adocka',
    'dynamics',
    'hubspot',
    'intelliplan',
    'pipedrive',
    'salesforce',
    'superoffice',
    'teamtailor',
    'upsales',
    'other',
  ],
} as const;
