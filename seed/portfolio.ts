import type { PortfolioItem } from '../src/contract/entities';

export const portfolio: PortfolioItem[] = [
  {
    id: 'portfolio-1',
    title: 'Merchant Insights Dashboard',
    description:
      'A real-time analytics dashboard that shows merchants sales trends, refunds and payouts at a glance.',
    category: 'Web Application',
    imageUrl: '/images/portfolio/merchant-insights-dashboard.svg',
    projectUrl: 'https://example.com/merchant-insights',
    technologies: ['React', 'TypeScript', 'D3.js', 'Node.js'],
    clientName: 'Quantapay',
    completedAt: '2024-03-15',
  },
  {
    id: 'portfolio-2',
    title: 'Guest Booking Portal',
    description:
      'A fast, accessible booking flow for a hotel group with live availability and loyalty pricing.',
    category: 'Web Application',
    imageUrl: '/images/portfolio/guest-booking-portal.svg',
    projectUrl: 'https://example.com/pinecrest-booking',
    technologies: ['Next.js', 'TypeScript', 'PostgreSQL', 'Stripe'],
    clientName: 'Pinecrest Hotels',
    completedAt: '2023-11-02',
  },
  {
    id: 'portfolio-3',
    title: 'Course Authoring Studio',
    description:
      'A collaborative editor for instructors to build interactive lessons, quizzes and video modules.',
    category: 'Web Application',
    imageUrl: '/images/portfolio/course-authoring-studio.svg',
    technologies: ['Vue', 'TypeScript', 'Go', 'Redis'],
    clientName: 'Parallax Learning',
    completedAt: '2024-06-28',
  },
  {
    id: 'portfolio-4',
    title: 'Driver Companion App',
    description:
      'A mobile app that gives drivers optimised routes, proof-of-delivery capture and offline manifests.',
    category: 'Mobile App',
    imageUrl: '/images/portfolio/driver-companion-app.svg',
    technologies: ['Kotlin', 'Swift', 'GraphQL', 'SQLite'],
    clientName: 'Harborline Logistics',
    completedAt: '2023-09-18',
  },
  {
    id: 'portfolio-5',
    title: 'Home Energy Tracker',
    description:
      'A cross-platform app that helps households monitor solar output and battery storage in real time.',
    category: 'Mobile App',
    imageUrl: '/images/portfolio/home-energy-tracker.svg',
    projectUrl: 'https://example.com/solace-home',
    technologies: ['React Native', 'TypeScript', 'MQTT', 'Firebase'],
    clientName: 'Solace Energy',
    completedAt: '2024-04-09',
  },
  {
    id: 'portfolio-6',
    title: 'Fitness Habit Coach',
    description:
      'A habit-building fitness app with personalised plans, streaks and wearable integrations.',
    category: 'Mobile App',
    imageUrl: '/images/portfolio/fitness-habit-coach.svg',
    projectUrl: 'https://example.com/habit-coach',
    technologies: ['Flutter', 'Dart', 'HealthKit'],
    completedAt: '2023-05-22',
  },
  {
    id: 'portfolio-7',
    title: 'Claims Triage Assistant',
    description:
      'An LLM-powered assistant that summarises insurance claims, extracts key facts and routes them to the right adjuster.',
    category: 'AI/ML',
    imageUrl: '/images/portfolio/claims-triage-assistant.svg',
    technologies: ['Python', 'OpenAI API', 'pgvector', 'FastAPI'],
    clientName: 'Atlas Insurance Group',
    completedAt: '2024-08-30',
  },
  {
    id: 'portfolio-8',
    title: 'Predictive Maintenance Models',
    description:
      'Machine learning models that predict equipment failures from vibration and temperature sensor data.',
    category: 'AI/ML',
    imageUrl: '/images/portfolio/predictive-maintenance-models.svg',
    technologies: ['Python', 'PyTorch', 'Databricks', 'MLflow', 'Azure'],
    clientName: 'Ironbridge Manufacturing',
    completedAt: '2024-01-19',
  },
  {
    id: 'portfolio-9',
    title: 'Streaming Platform Migration',
    description:
      'A move of a video streaming back end from a data centre to Kubernetes on AWS with autoscaling for live events.',
    category: 'Cloud',
    imageUrl: '/images/portfolio/streaming-platform-migration.svg',
    technologies: ['AWS', 'Kubernetes', 'Terraform', 'Argo CD'],
    clientName: 'Orbital Media',
    completedAt: '2023-12-07',
  },
  {
    id: 'portfolio-10',
    title: 'Multi-Region Disaster Recovery',
    description:
      'An automated failover setup that restores core insurance systems in a second region within 15 minutes.',
    category: 'Cloud',
    imageUrl: '/images/portfolio/multi-region-disaster-recovery.svg',
    projectUrl: 'https://example.com/dr-runbook',
    technologies: ['Azure', 'Terraform', 'GitHub Actions'],
    completedAt: '2024-10-14',
  },
];
