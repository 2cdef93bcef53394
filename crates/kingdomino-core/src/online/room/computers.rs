//! Seats the server's computer plays from the start of a room's game, at the levels its maker
//! chose (three friends and the computer, say): held like a player's seat under a token nobody
//! is given, never away, and always ready for another game.

use super::table::Table;
use super::{Room, SeatHolder};
use crate::ai::Level;
use crate::online::protocol::SeatToken;
use crate::online::seat::ComputerSeat;
use crate::table::Place;

impl Room {
    /// Gives the computer these seats of a new room of the original game, each under a token
    /// from `fresh_token`; why not, when the list asks for a seat the room lacks, one twice, a
    /// Duel's, or leaves no seat for the player making the room.
    pub fn seat_computers(
        &mut self,
        computers: &[ComputerSeat],
        mut fresh_token: impl FnMut() -> SeatToken,
    ) -> Result<(), String> {
        if computers.is_empty() {
            return Ok(());
        }
        if matches!(self.table, Table::Duel(_)) {
            return Err("a Duel's room has no seat for the computer: both are players'".into());
        }
        let seats = self.seats.len();
        if computers.len() >= seats {
            return Err(format!(
                "{} seats for the computer leave none of the room's {seats} for its maker",
                computers.len()
            ));
        }
        for (at, computer) in computers.iter().enumerate() {
            let seat = computer.seat;
            if seat.index() >= seats {
                return Err(format!("the room has no seat {seat} (it has {seats})"));
            }
            if computers[..at].iter().any(|earlier| earlier.seat == seat) {
                return Err(format!("seat {seat} is given to the computer twice"));
            }
        }
        for computer in computers {
            self.seats[computer.seat.index()] = Some(SeatHolder {
                name: format!("Computer ({:?})", computer.level),
                token: fresh_token(),
                allows_hints: true,
                computer: Some(computer.level),
            });
        }
        Ok(())
    }

    /// The level the server's computer holds `seat` at, when it is the computer's own.
    pub fn computer_level(&self, seat: Place) -> Option<Level> {
        self.seats.get(seat.index())?.as_ref()?.computer
    }

    /// The seats the computer holds, at their levels.
    pub fn computer_seats(&self) -> Vec<ComputerSeat> {
        self.all_seats()
            .filter_map(|seat| {
                let level = self.computer_level(seat)?;
                Some(ComputerSeat { seat, level })
            })
            .collect()
    }

    /// Whether the computer decides for `seat`: its own, or a player's it stands in for.
    pub fn played_by_computer(&self, seat: Place) -> bool {
        self.is_stood_in(seat) || self.computer_level(seat).is_some()
    }

    /// How strongly the computer plays `seat`: at its own seat's level, and as the Expert for
    /// a player away.
    pub fn playing_level(&self, seat: Place) -> Level {
        self.computer_level(seat).unwrap_or(Level::Expert)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::duel::RuleSet;
    use crate::games::{EachGame, ForGame};
    use crate::online::dice::RollSecret;
    use crate::online::protocol::{RoomAction, RoomCode, ServerMessage};
    use crate::online::room::table::{RoomGame, Ruled};
    use crate::online::room::tests::duel_game;
    use crate::original::{Bonuses, GameOptions, OriginalRules};

    fn at(number: u8, level: Level) -> ComputerSeat {
        ComputerSeat {
            seat: Place::try_from(number).unwrap(),
            level,
        }
    }

    fn room_of(game: &RoomGame) -> Room {
        let code = RoomCode::parse("CMPTR234").unwrap();
        Room::new(game, code, RollSecret([7; 32]), 7, 0).unwrap()
    }

    fn game_of_three(original: &Arc<OriginalRules>) -> RoomGame {
        ForGame::Kingdomino(Ruled {
            rules: Arc::clone(original),
            options: GameOptions {
                players: 3,
                mighty_duel: false,
                bonuses: Bonuses::default(),
                dynasty: false,
            },
        })
    }

    fn tokens() -> impl FnMut() -> SeatToken {
        let mut made = 0;
        move || {
            made += 1;
            SeatToken(format!("computer-{made}"))
        }
    }

    #[test]
    fn the_computer_s_seats_must_be_the_original_game_s_and_leave_one_for_the_maker() {
        let three = game_of_three(&Arc::new(OriginalRules::builtin()));
        let refused = |computers: &[ComputerSeat]| {
            let mut room = room_of(&three);
            let why = room.seat_computers(computers, tokens()).unwrap_err();
            assert_eq!(room.seat_holders(), 0, "nothing seated by a refused list");
            why
        };
        let normal = Level::Normal;
        assert!(refused(&[at(0, normal), at(1, normal), at(2, normal)]).contains("none"));
        assert!(refused(&[at(3, normal)]).contains("no seat 3"));
        assert!(refused(&[at(1, normal), at(1, Level::Easy)]).contains("twice"));
        let mut duel = room_of(&duel_game(&Arc::new(RuleSet::builtin())));
        assert!(duel.seat_computers(&[at(1, normal)], tokens()).is_err());
        assert_eq!(duel.seat_holders(), 0);
        let mut none = room_of(&three);
        assert_eq!(none.seat_computers(&[], tokens()), Ok(()));
        assert_eq!(none.seat_holders(), 0);
    }

    /// A room for three, its middle seat the computer's: the two players take the others, the
    /// computer is asked for exactly its seat's turns, is never away, never stood in for, and
    /// always wants another game; the store keeps it, and the next game moves it round too.
    #[test]
    fn the_computer_plays_its_own_seat_through_a_whole_game_and_the_next() {
        let rules = EachGame {
            duel: Arc::new(RuleSet::builtin()),
            kingdomino: Arc::new(OriginalRules::builtin()),
        };
        let game = game_of_three(&rules.kingdomino);
        let mut room = room_of(&game);
        let middle = Place::try_from(1).unwrap();
        room.seat_computers(&[at(1, Level::Easy)], tokens())
            .unwrap();
        let mut players = Vec::new();
        for name in ["Ann", "Bob"] {
            let token = SeatToken(name.into());
            let (seat, _) = room.join(name.into(), false, None, token, 1).unwrap();
            players.push(seat);
        }
        assert_eq!(
            players.iter().map(|seat| seat.index()).collect::<Vec<_>>(),
            [0, 2]
        );
        let Some(ServerMessage::Game { game: public }) = room.public_game(1) else {
            panic!("every seat is held: the game starts");
        };
        assert_eq!(public.computers, [at(1, Level::Easy)]);
        assert!(!public.hints, "the players did not allow hints");
        room.count_absent_from(2);
        assert_eq!(room.away_since(middle), None, "the computer is never away");
        assert!(
            !room.stand_in(middle, true),
            "nobody stands in for the computer"
        );
        assert_eq!(room.playing_level(middle), Level::Easy);
        assert_eq!(room.playing_level(players[0]), Level::Expert);
        let mut its_turns = 0;
        while let Some(seat) = room.table().to_act() {
            let computer_asked = room.stand_in_to_act() == Some(middle);
            assert_eq!(computer_asked, seat == middle);
            its_turns += usize::from(computer_asked);
            let action = room.table().computer_decision(room.playing_level(seat), 3);
            let action = action.expect("a decision while the game goes on");
            assert!(matches!(action, RoomAction::Kingdomino(_)));
            let index = room.table().actions_played() as u32;
            room.act(seat, index, action, 5).unwrap();
        }
        assert!(its_turns > 0);
        let stored = room.stored();
        let back = Room::from_stored(&rules, stored.clone()).unwrap();
        assert_eq!(back.computer_seats(), [at(1, Level::Easy)]);
        assert!(!room.ask_rematch(players[0]));
        assert!(room.ask_rematch(players[1]), "the computer needs no asking");
        room.start_rematch(RollSecret([8; 32]), 2, 6);
        assert_eq!(room.computer_seats(), [at(2, Level::Easy)]);
        assert_eq!(
            room.stand_in_to_act().is_some(),
            room.table().to_act().map(|seat| seat.index()) == Some(2)
        );
    }
}
