import { Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  CART_PROMO_APPLIED,
  formatMoney,
  invalidVoucher,
  LoadingText,
  notifyError,
  notifySuccess,
  notifyWarning,
  TEXT_LIMITS,
  SpinnerButton,
  toastOnFailure,
  useSession,
  useScreenMatches,
} from '@portal/shared';
import type { CartLine } from '@portal/shared/contracts';
import { useAddToCartMutation } from '../../../common/add-to-cart';
import { applyVoucher } from '../api/apply-voucher';
import { useMinusToCartMutation } from '../api/minus-to-cart';
import { useRemoveFromCartMutation } from '../api/remove-from-cart';
import { useCart } from '../hooks/use-cart';
import { CartList } from './cart-list';
import { CartTable } from './cart-table';

/** Phones get the cart as a list: the table needs 560 px. */
const NARROW = '(max-width: 599px)';


export function CartPage() {
  const { number } = useParams();
  const navigate = useNavigate();
  // Phones: a list; the same props and control names as the table.
  const Lines = useScreenMatches(NARROW) ? CartList : CartTable;
  const { cart, setCart, reload, failed, memberNumber, userType } = useCart();
  const setVoucherCode = useSession((s) => s.setVoucherCode);
  // Each announces the change (the header badge, the dashboard); the page then re-reads its cart.
  const addToCart = useAddToCartMutation().mutateAsync;
  const minusToCart = useMinusToCartMutation().mutateAsync;
  const removeFromCart = useRemoveFromCartMutation().mutateAsync;
  const [changing, setChanging] = useState(false);
  const [code, setCode] = useState('');
  const [applying, setApplying] = useState(false);

  // /shopping-cart/:number adds that product once, unless it is already in the cart: decided as
  // the cart first renders, the adding itself in an effect. The empty-cart redirect waits for it.
  const [paramAdd, setParamAdd] = useState<'todo' | 'adding' | 'done'>(number ? 'todo' : 'done');
  const paramProductId = Number(number);
  if (paramAdd === 'todo' && cart && memberNumber && userType != null) {
    const usable = Number.isInteger(paramProductId) && paramProductId >= 1;
    setParamAdd(usable && !cart.lines.some((l) => l.productId === paramProductId) ? 'adding' : 'done');
  }
  const paramAdding = useRef(false);
  const addParamProduct = useEffectEvent(() => {
    if (paramAdding.current || !memberNumber || userType == null) return;
    paramAdding.current = true;
    const add = () => addToCart({ memberNumber, productId: paramProductId, clearInCart: false, userType });
    void toastOnFailure({ notify: notifyWarning }, add).then(async () => {
      await reload();
      setParamAdd('done');
    });
  });
  useEffect(() => {
    if (paramAdd === 'adding') addParamProduct();
  }, [paramAdd]);
  const paramDone = paramAdd === 'done';
  const busy = changing || paramAdd === 'adding';

  // An empty cart sends the user back to the shop (docs/spec/bookings-commerce.md §2.15).
  useEffect(() => {
    if (cart && cart.lines.length === 0 && !busy && paramDone) navigate('/shop', { replace: true });
  }, [cart, busy, paramDone, navigate]);

  const change = async (action: () => Promise<unknown>) => {
    setChanging(true);
    await toastOnFailure({ notify: notifyWarning }, action);
    await reload();
    setChanging(false);
  };

  if (!memberNumber || userType == null) return null;
  const body = (line: CartLine) => ({ memberNumber, productId: line.productId, userType });

  const apply = async () => {
    const typed = code;
    if (!typed.trim()) return;
    setApplying(true);
    try {
      const priced = await applyVoucher({ memberNumber, voucherCode: typed, userType });
      setCart(priced);
      setVoucherCode(priced.voucherCode);
      notifySuccess(CART_PROMO_APPLIED);
    } catch {
      notifyError(invalidVoucher(typed));
      setCode('');
      setVoucherCode(null);
      await reload();
    } finally {
      setApplying(false);
    }
  };

  return (
    <Stack>
      {!cart ? (
        failed ? <Text c="red">Unable to load your cart.</Text> : <LoadingText />
      ) : (
        <>
          <Lines
            lines={cart.lines}
            busy={busy}
            onPlus={(l) => change(() => addToCart({ ...body(l), clearInCart: false }))}
            onMinus={(l) => change(() => minusToCart(body(l)))}
            onDelete={(l) => change(() => removeFromCart(body(l)))}
          />
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Group justify="space-between">
                <Text fw={600}>Subtotal</Text>
                <Text fw={600} aria-label="Subtotal amount">
                  {formatMoney(cart.totalCents)}
                </Text>
              </Group>
              <Group align="flex-end">
                <TextInput
                  label="Voucher code"
                  maxLength={TEXT_LIMITS.promoCode}
                  value={code}
                  onChange={(e) => setCode(e.currentTarget.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') void apply();
                  }}
                />
                <SpinnerButton onClick={apply} busy={applying} variant="light">
                  Apply
                </SpinnerButton>
                {cart.voucherCode && (
                  <Badge color="green" size="lg" variant="light">
                    {CART_PROMO_APPLIED}
                  </Badge>
                )}
              </Group>
            </Stack>
          </Paper>
          <Group justify="space-between" gap="sm">
            <Button component={Link} to="/shop" variant="default">
              Continue Shopping
            </Button>
            <Button component={Link} to="/shopping-checkout" disabled={busy || cart.lines.length === 0}>
              Proceed to Payment
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
