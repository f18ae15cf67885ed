import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import { PAYMENT_FIELDS, type PaymentView } from './payment-view';

/** The payment history on a desktop screen: one row per payment. */
export function PaymentTable({ payments }: { payments: readonly PaymentView[] }) {
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            {PAYMENT_FIELDS.map((field) => (
              <TableCell key={field} scope="col">
                <FormattedMessage id={`myAccount.payments.column.${field}`} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell>
                {payment.member}
                {payment.covers && (
                  <Typography variant="body2" color="textSecondary">
                    {payment.covers}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{payment.purpose}</TableCell>
              <TableCell>{payment.tier}</TableCell>
              <TableCell>{payment.amount}</TableCell>
              <TableCell>{payment.status}</TableCell>
              <TableCell>{payment.date}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
