// The staff augmentation page's static content (spec section 2).

export const STAFF_BENEFITS = [
  {
    title: 'Engineers Within 2 Weeks',
    text: 'Skip months of recruiting: vetted engineers join your team and start contributing within two weeks.',
  },
  {
    title: 'Top 3% of Talent',
    text: 'Only the top 3% of candidates pass our technical screening, pairing sessions and reference checks.',
  },
  {
    title: 'Scale Up or Down',
    text: 'Grow the team for a launch and scale back afterwards, with no long-term hiring commitments.',
  },
  {
    title: 'Seamless Integration',
    text: 'Our engineers work in your tools, your rituals and your time zone, as part of your team.',
  },
];

export const STAFF_STEPS = [
  {
    title: 'Share Your Needs',
    text: 'Tell us about the skills, seniority and team culture you are looking for.',
  },
  {
    title: 'Meet Candidates',
    text: 'Within days, interview a shortlist of pre-vetted engineers who fit.',
  },
  {
    title: 'Onboard Quickly',
    text: 'Your new engineers join your tools and ceremonies and ship in week one.',
  },
  {
    title: 'Scale With Confidence',
    text: 'Adjust the team as priorities change, with a dedicated account manager.',
  },
];

export const STAFF_TECHNOLOGIES = [
  'React',
  'Angular',
  'Vue.js',
  'Node.js',
  'TypeScript',
  'Python',
  'Java',
  'Go',
  '.NET',
  'PHP',
  'Ruby on Rails',
  'iOS (Swift)',
  'Android (Kotlin)',
  'React Native',
  'Flutter',
  'AWS',
  'Azure',
  'Google Cloud',
  'Kubernetes',
];

export const ENGAGEMENT_MODELS = [
  {
    title: 'Short-Term',
    duration: '1-6 months',
    text: 'Extra hands for a launch, a migration or a backlog that will not wait.',
    points: ['Fast onboarding', 'Flexible hours', 'Knowledge transfer at the end'],
    popular: false,
  },
  {
    title: 'Long-Term',
    duration: '6+ months',
    text: 'Dedicated engineers who become a stable, long-running part of your team.',
    points: ['Dedicated engineers', 'Preferred rates', 'Account manager', 'Continuity guarantee'],
    popular: true,
  },
  {
    title: 'Hybrid',
    duration: 'Flexible',
    text: 'A core of long-term engineers plus specialists who join when you need them.',
    points: ['Core team plus specialists', 'Scale per project phase', 'One contract'],
    popular: false,
  },
];
