/**
 * What a visitor posts: a valid contact enquiry and a valid job application (its position is a seeded opening,
 * so a test that applies boots with `openings: true`). Tests spread them and change the one field under test.
 */
export const enquiry = {
  name: 'Rohan Sharma',
  email: 'rohan@example.in',
  phone_number: '9876543210',
  services: 'Office',
  message: 'We need an office layout.',
};

export const application = {
  name: 'Priya Singh',
  email: 'priya@example.in',
  phone_number: '9123456780',
  position: 'Urban Planner',
  city: 'Jaipur',
};
