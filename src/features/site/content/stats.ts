export const CASE_STUDY_STATS = [
  { value: '150+', label: 'Projects Delivered' },
  { value: '95%', label: 'Happy Clients' },
  { value: '10+', label: 'Years of Experience' },
  { value: '20+', label: 'Technologies Mastered' },
];
