// The site's navigation: the bar, the services dropdown, the mobile menu and the footer.

export interface NavLink {
  label: string;
  href: string;
}

export interface ServiceMenuEntry extends NavLink {
  description: string;
}

export const PRIMARY_LINKS: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
  { label: 'Case Studies', href: '/case-studies' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'Team', href: '/team' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
];

/** The seven services of the dropdown, each with a short description. */
export const SERVICE_MENU: ServiceMenuEntry[] = [
  {
    label: 'Custom Software Development',
    href: '/services/custom-software-development',
    description: 'Bespoke platforms built around your workflows',
  },
  {
    label: 'AI & Machine Learning',
    href: '/services/ai-machine-learning',
    description: 'LLM assistants, forecasting and intelligent automation',
  },
  {
    label: 'Cloud & DevOps',
    href: '/services/cloud-devops',
    description: 'Secure cloud platforms and automated delivery pipelines',
  },
  {
    label: 'Mobile App Development',
    href: '/services/mobile-app-development',
    description: 'Native and cross-platform apps for iOS and Android',
  },
  {
    label: 'Web Application Development',
    href: '/services/web-application-development',
    description: 'Fast, accessible web apps and customer portals',
  },
  {
    label: 'Data Analytics & BI',
    href: '/services/data-analytics-bi',
    description: 'Data platforms, dashboards and decision insights',
  },
  {
    label: 'Staff Augmentation',
    href: '/services/staff-augmentation',
    description: 'Vetted senior engineers in your team within 2 weeks',
  },
];

export const FOOTER_SERVICE_LINKS: NavLink[] = [
  { label: 'Custom Software Development', href: '/services/custom-software-development' },
  { label: 'MEAN/MERN Stack Development', href: '/services/mean-mern' },
  { label: 'Golang Development', href: '/services/golang' },
  { label: 'AI/ML Solutions', href: '/services/ai-ml' },
  { label: 'Java Development', href: '/services/java' },
  { label: '.NET Development', href: '/services/dotnet' },
  { label: 'DevOps Services', href: '/services/devops' },
  { label: 'Staff Augmentation', href: '/services/staff-augmentation' },
];

export const FOOTER_COMPANY_LINKS: NavLink[] = [
  { label: 'About Us', href: '/team' },
  { label: 'Case Studies', href: '/case-studies' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
];

export type SocialNetwork = 'linkedin' | 'twitter' | 'github';

/** Social profiles: placeholders until the company's accounts are public. */
export const SOCIAL_LINKS: { network: SocialNetwork; label: string }[] = [
  { network: 'linkedin', label: 'Brightline Labs on LinkedIn' },
  { network: 'twitter', label: 'Brightline Labs on X (Twitter)' },
  { network: 'github', label: 'Brightline Labs on GitHub' },
];
