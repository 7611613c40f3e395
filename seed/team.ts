import type { TeamMember } from '../src/contract/entities';

export const team: TeamMember[] = [
  {
    id: 'team-1',
    name: 'Maya Okafor',
    role: 'CEO & Co-founder',
    description:
      'Maya spent a decade leading product teams at payments and health-tech companies before co-founding Brightline Labs to build software the way she always wanted to buy it.',
    imageUrl: '/images/team/maya-okafor.svg',
    linkedinUrl: 'https://www.linkedin.com/in/maya-okafor',
    twitterUrl: 'https://twitter.com/mayaokafor',
    email: 'maya@brightlinelabs.dev',
    order: 1,
  },
  {
    id: 'team-2',
    name: 'Daniel Reyes',
    role: 'CTO & Co-founder',
    description:
      'Daniel is a hands-on architect who has scaled platforms from first commit to millions of users. He still reviews code every week and cares deeply about simple, boring technology.',
    imageUrl: '/images/team/daniel-reyes.svg',
    linkedinUrl: 'https://www.linkedin.com/in/daniel-reyes-cto',
    githubUrl: 'https://github.com/dreyes',
    email: 'daniel@brightlinelabs.dev',
    order: 2,
  },
  {
    id: 'team-3',
    name: 'Priya Nair',
    role: 'Head of AI & Data',
    description:
      'Priya leads our machine learning and analytics practice. She holds a PhD in statistical learning and is known for insisting on an evaluation set before any model goes near production.',
    imageUrl: '/images/team/priya-nair.svg',
    linkedinUrl: 'https://www.linkedin.com/in/priya-nair-ml',
    githubUrl: 'https://github.com/priyanair',
    order: 3,
  },
  {
    id: 'team-4',
    name: 'Tomás Lindqvist',
    role: 'Principal Cloud Architect',
    description:
      'Tomás designs cloud platforms that are secure, observable and affordable. He has led more than thirty migrations to AWS and Azure and is a regular speaker on FinOps.',
    imageUrl: '/images/team/tomas-lindqvist.svg',
    githubUrl: 'https://github.com/tlindqvist',
    email: 'tomas@brightlinelabs.dev',
    order: 4,
  },
  {
    id: 'team-5',
    name: 'Hannah Kim',
    role: 'Design Director',
    description:
      'Hannah runs our design studio, pairing user research with rigorous design systems. Before Brightline she built the design system for a leading online learning platform.',
    imageUrl: '/images/team/hannah-kim.svg',
    twitterUrl: 'https://twitter.com/hannahkimdesign',
    order: 5,
  },
  {
    id: 'team-6',
    name: 'Samuel Adeyemi',
    role: 'Mobile Engineering Lead',
    description:
      'Samuel has shipped more than twenty iOS and Android apps. He specialises in offline-first architectures and keeping release pipelines fast and predictable.',
    imageUrl: '/images/team/samuel-adeyemi.svg',
    linkedinUrl: 'https://www.linkedin.com/in/samuel-adeyemi-mobile',
    order: 6,
  },
  {
    id: 'team-7',
    name: 'Elena Petrova',
    role: 'QA & Test Automation Lead',
    description:
      'Elena builds test strategies that catch problems early without slowing teams down. She is passionate about accessibility testing and exploratory testing on real devices.',
    imageUrl: '/images/team/elena-petrova.svg',
    email: 'elena@brightlinelabs.dev',
    order: 7,
  },
  {
    id: 'team-8',
    name: 'Marcus Chen',
    role: 'Senior Full-Stack Engineer',
    description:
      'Marcus works across React, Node.js and Go, and has a knack for untangling legacy systems. He maintains several open-source developer tools in his spare time.',
    imageUrl: '/images/team/marcus-chen.svg',
    githubUrl: 'https://github.com/marcuschen-dev',
    twitterUrl: 'https://twitter.com/marcuschendev',
    order: 8,
  },
];
