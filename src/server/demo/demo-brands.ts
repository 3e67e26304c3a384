import type { CardInput, PassType, StampIcon } from '#domain/cards/index.ts';
import type { ArtworkIcon, ArtworkPalette } from './demo-artwork.ts';

/** One demo card: its brand, its artwork and how many of the demo customers hold it. */
export interface DemoBrand {
  readonly key: string;
  readonly passType: PassType;
  readonly icon: ArtworkIcon;
  readonly palette: ArtworkPalette;
  /** Text colours on the pass (the background is `palette.background`). */
  readonly text: { readonly value: string; readonly label: string };
  /** Share of the demo customers holding this card (relative weight). */
  readonly share: number;
  /** Draws a portrait for the card's thumbnail (the business card's person). */
  readonly portrait?: boolean;
  readonly content: Omit<CardInput, 'design' | 'passType'> & { readonly stampIcon?: StampIcon };
}

/** Bella Napoli's points rule: a point per euro spent from a €5 order. */
export const DEMO_POINTS_RULE = Object.freeze({
  name: 'Pizza points: 1 point per €1',
  spend: {
    baseCurrency: 'EUR',
    baseAmount: '1',
    pointsPerBase: '1',
    rounding: 'block_floor' as const,
    minAmount: '5',
    maxPointsPerTxn: 200,
  },
  items: [],
  notesEnabled: false,
});

const terms = (value: string) => ({ key: 'terms', label: 'Terms', value, displaySide: 'back' as const });

/**
 * Every kind of card, each as a different business would brand it, so a first look at the demo
 * shows the range of the product (names, colours, stamp icons, logos and strips).
 */
export const DEMO_BRANDS: readonly DemoBrand[] = [
  {
    key: 'aurora-coffee',
    passType: 'stamp_card',
    icon: 'coffee',
    palette: { background: '#3B2A20', shade: '#6B4A35', accent: '#F4B860', ink: '#3B2A20' },
    text: { value: '#FFF4E6', label: '#F4B860' },
    share: 30,
    content: {
      name: 'Coffee card',
      stampIcon: 'coffee',
      info: {
        companyName: 'Café Aurora',
        passDescription: 'Your 10th coffee is on us',
        fields: [
          { key: 'position', label: 'Stamps', value: '' },
          { key: 'reward', label: 'Reward', value: 'Any coffee, any size' },
          terms('One stamp per hot drink. Not valid with other offers.'),
        ],
      },
      loyaltySettings: { maxStamps: 10, rewardMessage: 'Free coffee of your choice' },
    },
  },
  {
    key: 'blade-barber',
    passType: 'loyalty',
    icon: 'scissors',
    palette: { background: '#1F2A44', shade: '#34456E', accent: '#E0B354', ink: '#1F2A44' },
    text: { value: '#FFFFFF', label: '#E0B354' },
    share: 11,
    content: {
      name: 'Haircut card',
      loyaltyCardType: 'stamp',
      stampIcon: 'scissors',
      info: {
        companyName: 'Blade & Co. Barbers',
        passDescription: 'Every 6th cut free',
        fields: [
          { key: 'position', label: 'Cuts', value: '' },
          terms('Book online or walk in. Beard trims count too.'),
        ],
      },
      loyaltySettings: { maxStamps: 6, rewardMessage: 'Free haircut' },
    },
  },
  {
    key: 'happy-paws',
    passType: 'stamp_card',
    icon: 'paw',
    palette: { background: '#1E5245', shade: '#2F7A66', accent: '#FFE08A', ink: '#1E5245' },
    text: { value: '#FFFFFF', label: '#FFE08A' },
    share: 8,
    content: {
      name: 'Grooming card',
      stampIcon: 'paw',
      info: {
        companyName: 'Happy Paws Grooming',
        passDescription: 'A free bath after 8 visits',
        fields: [{ key: 'position', label: 'Visits', value: '' }, terms('One stamp per groom.')],
      },
      loyaltySettings: { maxStamps: 8, rewardMessage: 'Free bath & brush' },
    },
  },
  {
    key: 'napoli-points',
    passType: 'point_card',
    icon: 'pizza',
    palette: { background: '#8E1B1B', shade: '#C0392B', accent: '#FFD166', ink: '#8E1B1B' },
    text: { value: '#FFFFFF', label: '#FFD166' },
    share: 16,
    content: {
      name: 'Pizza points',
      info: {
        companyName: 'Bella Napoli',
        passDescription: 'Earn points on every pizza',
        fields: [
          { key: 'position', label: 'Points', value: '' },
          { key: 'reward', label: '100 points', value: 'A free Margherita' },
          terms('1 point per €1 spent, from €5. Points never expire.'),
        ],
      },
      loyaltySettings: { pointsPerVisit: 10, pointsToRedeem: 100, rewardMessage: 'Free Margherita' },
    },
  },
  {
    key: 'flow-yoga',
    passType: 'level_card',
    icon: 'sun',
    palette: { background: '#0F4C4F', shade: '#1B7A72', accent: '#9BE7C4', ink: '#0F4C4F' },
    text: { value: '#FFFFFF', label: '#9BE7C4' },
    share: 11,
    content: {
      name: 'Studio club',
      info: {
        companyName: 'Flow Yoga Studio',
        passDescription: 'Climb the levels with every class',
        fields: [{ key: 'position', label: 'Points', value: '' }, terms('20 points per class attended.')],
      },
      loyaltySettings: {
        pointsPerVisit: 20,
        levels: [
          { name: 'Bronze', pointsRequired: 0, benefits: 'Free mat rental' },
          { name: 'Silver', pointsRequired: 200, benefits: '10% off class packs' },
          { name: 'Gold', pointsRequired: 500, benefits: 'One free class a month' },
        ],
      },
      dataCollection: {
        enabled: true,
        message: 'Tell us what you like to practise.',
        fields: [
          {
            key: 'favourite_class',
            label: 'Favourite class',
            type: 'select',
            options: ['Vinyasa', 'Yin', 'Power', 'Pilates'],
          },
        ],
      },
    },
  },
  {
    key: 'bloom-coupon',
    passType: 'coupon',
    icon: 'flower',
    palette: { background: '#7A1F4B', shade: '#B03A6F', accent: '#FFC2D6', ink: '#7A1F4B' },
    text: { value: '#FFFFFF', label: '#FFC2D6' },
    share: 12,
    content: {
      name: 'Spring bouquet coupon',
      info: {
        companyName: 'Bloom Florist',
        passDescription: '15% off your next bouquet',
        fields: [
          { key: 'offer', label: 'Offer', value: '15% off', isCouponOnly: true },
          { key: 'valid', label: 'Valid', value: 'All bouquets' },
          terms('One coupon per customer. Not valid on weddings.'),
        ],
      },
      couponSettings: {
        expirationDays: 30,
        redemptionMessage: 'Enjoy your flowers!',
        onRedeemPassType: 'stamp_card',
      },
    },
  },
  {
    key: 'harbour-jazz',
    passType: 'flyer',
    icon: 'music',
    palette: { background: '#101A2E', shade: '#243B63', accent: '#7FD1FF', ink: '#101A2E' },
    text: { value: '#FFFFFF', label: '#7FD1FF' },
    share: 6,
    content: {
      name: 'Jazz night flyer',
      info: {
        companyName: 'Harbour Jazz Club',
        passDescription: 'Live jazz every Friday',
        fields: [
          { key: 'event', label: 'Friday', value: '20:30 · Free entry' },
          { key: 'where', label: 'Where', value: 'Pier 4, upstairs' },
          terms('Doors open at 20:00. Table reservations by phone.'),
        ],
      },
    },
  },
  {
    key: 'peak-fitness',
    passType: 'standard',
    icon: 'barbell',
    palette: { background: '#161616', shade: '#2E2E2E', accent: '#C6FF3D', ink: '#161616' },
    text: { value: '#FFFFFF', label: '#C6FF3D' },
    share: 5,
    content: {
      name: 'Gym membership',
      info: {
        companyName: 'Peak Fitness',
        passDescription: 'Monthly membership',
        fields: [
          { key: 'access', label: 'Access', value: '06:00–23:00' },
          terms('Show this pass at the turnstile.'),
        ],
      },
    },
  },
  {
    key: 'aurora-owner',
    passType: 'business_card',
    icon: 'leaf',
    palette: { background: '#F5EFE6', shade: '#E7DCCB', accent: '#3B2A20', ink: '#F5EFE6' },
    text: { value: '#2A211B', label: '#7A5A3F' },
    share: 1,
    portrait: true,
    content: {
      name: 'My business card',
      info: {
        companyName: 'Café Aurora',
        passDescription: 'Owner, Café Aurora',
        personalName: 'Dana Demo',
        fields: [{ key: 'role', label: 'Role', value: 'Owner & head barista' }],
        socialLinks: [
          { key: 'phone', label: 'Phone', value: '+44 20 7946 0321', isActive: true },
          { key: 'email', label: 'Email', value: 'dana@cafe-aurora.example', isActive: true },
          { key: 'website', label: 'Website', value: 'https://cafe-aurora.example', isActive: true },
        ],
      },
    },
  },
];

/** The card a brand stands for, with its uploaded images. */
export const demoBrandCard = (
  brand: DemoBrand,
  images: { logo: string; strip: string; portrait: string | null },
): CardInput => {
  const { stampIcon, ...content } = brand.content;
  return {
    ...content,
    passType: brand.passType,
    design: {
      font: { fontColor: brand.text.value, labelColor: brand.text.label },
      image: {
        bgColor: brand.palette.background,
        logo: images.logo,
        bgImage: images.strip,
        personalImage: images.portrait,
      },
      ...(stampIcon ? { stampIcon } : {}),
    },
  };
};
