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
        let others: Vec<&str> = self
            .all_seats()
            .filter(|&other| other != seat)
            .filter_map(|other| self.seats[other.index()].as_ref())
            .map(|holder| holder.name.as_str())
            .collect();
        let opponent = others.join(", ");
        match self.table.to_act() {
            Some(to_act) => Standing::Playing {
                seat,
                opponent,
                to_act,
                acting: self.seats[to_act.index()]
                    .as_ref()
                    .map_or_else(String::new, |holder| holder.name.clone()),
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

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::duel::RuleSet;
    use crate::online::protocol::RoomAction;
    use crate::online::room::table::Table;
    use crate::online::room::tests::duel_game;
    use crate::online::{RollSecret, RoomCode};

    #[test]
    fn a_room_tells_its_player_whose_move_it_is_and_a_stranger_nothing() {
        let rules = Arc::new(RuleSet::builtin());
        let code = RoomCode::parse("GANC2345").unwrap();
        let mut room = Room::new(&duel_game(&rules), code, RollSecret([4; 32]), 7, 100).unwrap();
        room.set_move_seconds(600);
        let ann = SeatToken("ann".into());
        let bob = SeatToken("bob".into());
        let (ann_seat, _) = room
            .join("Ann".into(), false, None, ann.clone(), 100)
            .unwrap();
        assert_eq!(room.glance(&ann, 100), Standing::Waiting);
        assert_eq!(room.glance(&bob, 100), Standing::Gone);
        let (bob_seat, _) = room
            .join("Bob".into(), false, None, bob.clone(), 200)
            .unwrap();
        let to_act = room.table().to_act().unwrap();
        assert_eq!(
            room.glance(&ann, 260),
            Standing::Playing {
                seat: ann_seat,
                opponent: "Bob".into(),
                to_act,
                acting: if to_act == ann_seat { "Ann" } else { "Bob" }.into(),
                seconds_left: Some(540),
            }
        );
        assert_eq!(room.glance(&SeatToken("an".into()), 260), Standing::Gone);
        let mut players = [
            crate::ai::Level::Easy.player::<crate::duel::Duel>(1),
            crate::ai::Level::Easy.player(2),
        ];
        while let Some(seat) = room.table().to_act() {
            let Table::Duel(table) = room.table() else {
                panic!("a Duel");
            };
            let action = players[seat.index()].choose(&rules, table.state()).unwrap();
            let action = RoomAction::Duel(action);
            let index = room.table().actions_played() as u32;
            room.act(seat, index, action, 300).unwrap();
        }
        let totals = room.table().totals();
        assert_eq!(
            room.glance(&bob, 300),
            Standing::Over {
                seat: bob_seat,
                opponent: "Ann".into(),
                totals,
            }
        );
    }
}
