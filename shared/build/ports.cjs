// Dev-server ports, as in shared/design.md section 2.
module.exports = {
  shell: 8080,
  'mf-account': 8081,
  'mf-membership': 8082,
  'mf-bookings': 8083,
  'mf-swim': 8084,
  'mf-shop': 8085,
  'mf-public': 8086,
  'mf-club': 8087,
  api: 3000,
};
