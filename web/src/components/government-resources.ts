/** Links to the agencies' own pages (LEGAL.md). The registry is not one of them and says so. */
export const GOVERNMENT_RESOURCES = [
  { label: 'ADA: service animals (U.S. Department of Justice)', href: 'https://www.ada.gov/topics/service-animals/' },
  { label: 'Disability rights under the ADA (ada.gov)', href: 'https://www.ada.gov/' },
  {
    label: 'ADA: frequently asked questions about service animals',
    href: 'https://www.ada.gov/resources/service-animals-faqs/',
  },
  {
    label: 'Air travel with a service animal (U.S. Department of Transportation)',
    href: 'https://www.transportation.gov/individuals/aviation-consumer-protection/us-department-transportation-service-animal-air',
  },
  {
    label: 'Fair housing and assistance animals (HUD)',
    href: 'https://www.hud.gov/program_offices/fair_housing_equal_opp/assistance_animals',
  },
] as const;

/** No hours: the line no longer publishes fixed ones. */
export const ADA_INFO_LINE = {
  name: 'ADA Information Line',
  voice: '800-514-0301',
  tty: '1-833-610-1264',
  days: 'Monday–Friday',
} as const;
