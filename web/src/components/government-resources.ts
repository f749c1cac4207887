/** Links to the agencies' own pages (LEGAL.md). The registry is not one of them and says so. */
export const GOVERNMENT_RESOURCES = [
  { label: 'resources.adaServiceAnimals', href: 'https://www.ada.gov/topics/service-animals/' },
  { label: 'resources.ada', href: 'https://www.ada.gov/' },
  { label: 'resources.adaFaq', href: 'https://www.ada.gov/resources/service-animals-faqs/' },
  {
    label: 'resources.dot',
    href: 'https://www.transportation.gov/individuals/aviation-consumer-protection/us-department-transportation-service-animal-air',
  },
  {
    label: 'resources.hud',
    href: 'https://www.hud.gov/program_offices/fair_housing_equal_opp',
  },
] as const;

/** No hours: the line no longer publishes fixed ones. */
export const ADA_INFO_LINE = { voice: '800-514-0301', tty: '1-833-610-1264' } as const;
