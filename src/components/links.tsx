import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';

// Mantine's `component={Link}` loses the router's typed `to`; createLink keeps it, so a link
// to a route that does not exist is a type error.

type AnchorBaseProps = AnchorProps & ComponentPropsWithoutRef<'a'>;
const AnchorBase = forwardRef<HTMLAnchorElement, AnchorBaseProps>((props, ref) => (
  <Anchor component="a" ref={ref} {...props} />
));
AnchorBase.displayName = 'AnchorBase';
export const AnchorLink = createLink(AnchorBase);

type ButtonBaseProps = ButtonProps & ComponentPropsWithoutRef<'a'>;
const ButtonBase = forwardRef<HTMLAnchorElement, ButtonBaseProps>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
ButtonBase.displayName = 'ButtonBase';
export const ButtonLink = createLink(ButtonBase);
