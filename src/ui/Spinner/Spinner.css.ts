import { keyframes, style, styleVariants } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const base = style({
  display: 'inline-block',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  flexShrink: 0,
});

export const size = styleVariants({
  small: { width: 16, height: 16 },
  large: { width: 36, height: 36, borderWidth: 3 },
});
