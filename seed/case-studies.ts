import type { CaseStudy } from '../src/contract/entities';

export const caseStudies: CaseStudy[] = [
  {
    id: 'cs-1',
    slug: 'real-time-fraud-detection-platform',
    title: 'Real-Time Fraud Detection for a Growing Payments Network',
    description:
      'A streaming fraud-scoring platform that reviews every card transaction in milliseconds without slowing checkout.',
    longDescription:
      'Quantapay processes millions of card payments a month for small and mid-sized merchants. Its rules-based fraud checks ran in nightly batches, so fraudulent transactions were often discovered days after the money had left, and blunt rules declined many legitimate customers.\n\nWe designed a streaming architecture on Apache Kafka that enriches each transaction with device, merchant and behavioural features as it arrives. A gradient-boosted model, trained on two years of labelled chargebacks, produces a risk score that a lightweight policy engine turns into approve, review or decline decisions. Analysts work a prioritised review queue and their verdicts feed back into weekly retraining.\n\nBecause the platform handles card data, we built it to PCI DSS requirements from the start: tokenised identifiers, encrypted feature stores and a full audit trail of every model version and decision. Shadow-mode testing ran the new system alongside the old rules for six weeks before it took over.\n\nThe result is a system that scores each transaction in under 50 milliseconds at the 99th percentile, catches far more fraud and declines far fewer good customers.',
    category: 'FinTech',
    duration: '7 months',
    results:
      'Fraud losses fell 63% and false declines dropped 41%, with a p99 scoring latency of 48 ms.',
    technologies: ['Kafka', 'Python', 'XGBoost', 'Go', 'PostgreSQL', 'AWS', 'Terraform'],
    imageUrl: '/images/case-studies/real-time-fraud-detection-platform.svg',
    clientName: 'Quantapay',
  },
  {
    id: 'cs-2',
    slug: 'digital-lending-modernization',
    title: 'From Paper Forms to Same-Day Loan Decisions',
    description:
      'A digital lending journey that lets credit union members apply, upload documents and get a decision from their phone.',
    longDescription:
      'Summit Ridge Credit Union still processed personal loan applications on paper and email. A typical decision took nine working days, and younger members were choosing online lenders instead.\n\nWe mapped the end-to-end lending process with loan officers and compliance staff, then built a responsive web application that guides members through a short, adaptive form. Document upload with automatic data extraction removed most manual re-keying, and integrations with the credit bureau and the core banking system pre-fill what the credit union already knows.\n\nA rules engine, configurable by the lending team without developer help, automatically approves straightforward applications and routes the rest to an underwriter dashboard with everything needed to decide in one screen.\n\nThe platform launched branch by branch over eight weeks, with staff training and a feedback channel that shaped several post-launch improvements.',
    category: 'FinTech',
    duration: '5 months',
    results:
      'Median decision time fell from 9 days to 4 hours and online applications grew 3.2x in six months.',
    technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Azure'],
    imageUrl: '/images/case-studies/digital-lending-modernization.svg',
    clientName: 'Summit Ridge Credit Union',
  },
  {
    id: 'cs-3',
    slug: 'patient-engagement-app',
    title: 'A Patient App That Clinics Actually Love',
    description:
      'A mobile app for appointments, digital check-in and secure messaging across 40 clinics.',
    longDescription:
      'Meridian Health had three ageing patient portals inherited through acquisitions, each with its own login and a two-star app store rating. Front-desk staff spent much of their morning on the phone rescheduling appointments.\n\nWe ran patient and staff interviews at six clinics and found that the biggest frustrations were check-in queues and not knowing when the doctor was running late. The new React Native app focuses on those moments: booking and rescheduling, digital check-in with insurance card capture, live wait-time updates and secure messaging with care teams.\n\nThe app integrates with the existing electronic health record through FHIR APIs, keeps protected health information out of device logs and analytics, and supports large text, screen readers and five languages.\n\nWe launched to two pilot clinics first, fixed the rough edges they found, and then rolled out to the whole network.',
    category: 'Healthcare',
    duration: '6 months',
    results:
      'Digital check-ins tripled, phone calls to front desks fell 35% and the app rating rose to 4.7 stars.',
    technologies: ['React Native', 'TypeScript', 'FHIR', 'Node.js', 'AWS', 'Firebase'],
    imageUrl: '/images/case-studies/patient-engagement-app.svg',
    clientName: 'Meridian Health',
  },
  {
    id: 'cs-4',
    slug: 'clinical-data-warehouse',
    title: 'A Clinical Data Warehouse for Faster Research',
    description:
      'A governed analytics platform that gives researchers de-identified data in days instead of months.',
    longDescription:
      'A research hospital group needed to answer clinical questions across several electronic health record systems. Each data request went through a manual extraction process that took months and produced inconsistent spreadsheets.\n\nWe built a cloud data warehouse on Snowflake with pipelines that load clinical, lab and billing data nightly. Transformations written in dbt map every source to a common data model, and automated tests check for duplicates, missing values and out-of-range results before data reaches analysts.\n\nPrivacy was central to the design. Identifiers are tokenised on ingest, researchers only see de-identified cohorts approved by the data governance board, and every query is logged for audit.\n\nA self-service cohort builder lets researchers define patient groups with simple filters and receive an approved dataset without filing a ticket.',
    category: 'Healthcare',
    duration: '8 months',
    results:
      'Research data requests went from an average of 11 weeks to 4 days, across 2.3 million patient records.',
    technologies: ['Snowflake', 'dbt', 'Airflow', 'Python', 'Power BI'],
    imageUrl: '/images/case-studies/clinical-data-warehouse.svg',
  },
  {
    id: 'cs-5',
    slug: 'headless-commerce-replatform',
    title: 'Headless Commerce Replatform Before Peak Season',
    description:
      'A fast, headless grocery storefront migrated from a monolithic platform with zero downtime.',
    longDescription:
      "Verdant Market's online grocery store ran on a monolithic e-commerce platform that struggled under weekend traffic. Pages took more than four seconds to load on mobile and every promotion needed a developer.\n\nWe moved the storefront to a headless architecture: a Next.js front end served from the edge, a commerce API for carts and orders, and a headless CMS so the marketing team can launch promotions on their own. Product search moved to a dedicated search service with typo tolerance and synonyms for grocery terms.\n\nTo avoid a risky cutover, we routed traffic category by category from the old store to the new one, comparing conversion and error rates at every step.\n\nThe full migration completed three weeks before the holiday peak, which the new platform handled without incident.",
    category: 'E-commerce',
    duration: '4 months',
    results:
      'Mobile pages now load in 0.9 seconds, checkout conversion rose 22% and peak traffic was served with zero downtime.',
    technologies: ['Next.js', 'TypeScript', 'GraphQL', 'Algolia', 'Contentful', 'Vercel'],
    imageUrl: '/images/case-studies/headless-commerce-replatform.svg',
    clientName: 'Verdant Market',
  },
  {
    id: 'cs-6',
    slug: 'route-optimization-engine',
    title: 'Route Optimisation Engine for a Regional Freight Fleet',
    description:
      'An optimisation service that plans daily routes for 600 trucks and re-plans when conditions change.',
    longDescription:
      "Harborline Logistics dispatchers planned routes for more than 600 trucks using spreadsheets and experience. Plans were good but slow to produce, and any late delivery or breakdown meant hours of manual re-planning.\n\nWe built an optimisation service using constraint programming that accounts for delivery windows, driver hours, vehicle capacity and live traffic. Dispatchers see proposed routes on a map, can lock specific stops or drivers, and the engine re-optimises the rest in seconds.\n\nTelematics data from the trucks feeds back into the model, so travel-time estimates improve every week. A simulation mode lets the operations team test what-if scenarios, such as opening a new depot, before committing.\n\nWe paired with Harborline's engineers throughout the project, and their team now owns and extends the engine.",
    category: 'Logistics',
    duration: '6 months',
    results:
      'Empty miles fell 18%, on-time deliveries rose from 89% to 97% and planning time dropped from 3 hours to 15 minutes a day.',
    technologies: ['Python', 'OR-Tools', 'Go', 'Kubernetes', 'PostGIS', 'React'],
    imageUrl: '/images/case-studies/route-optimization-engine.svg',
    clientName: 'Harborline Logistics',
  },
  {
    id: 'cs-7',
    slug: 'cold-chain-iot-monitoring',
    title: 'IoT Monitoring for a Cold-Chain Carrier',
    description:
      'Sensor-driven visibility of temperature-sensitive shipments from warehouse to delivery.',
    longDescription:
      'A cold-chain carrier moving pharmaceuticals and fresh food relied on paper temperature logs reviewed after delivery. By the time an excursion was found, the spoiled load had already reached the customer.\n\nWe connected temperature and door sensors in trailers and warehouses to a cloud IoT platform that streams readings every minute. Alerts reach drivers and the control room as soon as a reading trends towards its limit, not after it has crossed it, with suggested actions for each cargo type.\n\nCustomers get a live tracking page and a tamper-evident temperature report for every shipment, which replaced the paper logs in their quality audits.',
    category: 'Logistics',
    duration: '5 months',
    results:
      'Spoiled shipments fell 72% in the first year and audit preparation time dropped by 90%.',
    technologies: ['AWS IoT Core', 'TimescaleDB', 'Node.js'],
    imageUrl: '/images/case-studies/cold-chain-iot-monitoring.svg',
  },
];
