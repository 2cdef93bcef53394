//! How a room stands, told to one of its players without taking their seat.

use super::Room;
use crate::online::glances::Standing;
use crate::online::protocol::SeatToken;

impl Room {
    /// How the room stands for the player holding `token`.
    pub fn glance(&self, token: &SeatToken, now: u64) -> Standing {
        let Some(seat) = self.seat_holding(token) else {
            return Standing::Gone;
        };
        if !self.is_full() {
            return Standing::Waiting;
        }
        // Every seat is taken: the names stand in seat order.
        let names = self.shown_names();
        let others: Vec<&str> = (self.all_seats())
            .filter(|&other| other != seat)
            .map(|other| names[other.index()].as_str())
            .collect();
        let opponent = others.join(", ");
        match self.table.to_act() {
            Some(to_act) => Standing::Playing {
                seat,
                opponent,
                to_act,
                acting: names[to_act.index()].clone(),
                seconds_left: (self.move_seconds > 0).then(|| {
                    u64::from(self.move_seconds)
                        .saturating_sub(now.saturating_sub(self.to_act_since))
                }),
            },
            None => Standing::Over {
                seat,
                opponent,
                totals: self.table.totals(),
            },
        }
    }
}
