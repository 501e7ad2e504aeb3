/** The demo site's company: its people sign in only through the demo identity provider. */
export const DEMO_COMPANY_SIGN_IN = {
  providerName: 'Refinery ID',
  domain: 'refinery.example',
  clientId: 'craftwork-demo',
  // Names in the scripts a plant's crews write in.
  people: [
    { sub: 'refinery-1', email: 'lukasz.wojcik@refinery.example', name: 'Łukasz Wójcik' },
    { sub: 'refinery-2', email: 'dmitri.sokolov@refinery.example', name: 'Дмитрий Соколов' },
    { sub: 'refinery-3', email: 'hanako.sato@refinery.example', name: '佐藤 花子' },
    { sub: 'refinery-4', email: 'maria.santos@refinery.example', name: 'Maria Santos' },
  ],
} as const;
