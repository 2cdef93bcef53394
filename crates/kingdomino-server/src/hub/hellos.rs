//! Hellos: a connection seated by the room and token it names (a new room made, one brought
//! back from the store), the room written before anyone is told, and nothing left behind by a
//! hello that fails.

use std::net::IpAddr;

use super::live_room::Seated;
use super::randomness::random_hex;
use super::{Edit, Ending, Hub, Line, RoomMade, SeatAt, Told};
use crate::budgets::Spend;
use crate::metrics::Refusal;
use kingdomino_core::online::protocol::clean_name;
use kingdomino_core::online::{
    ClientMessage, ComputerSeat, RoomCode, RoomGame, SeatToken, ServerMessage, check_move_seconds,
};
use kingdomino_core::table::Place;

/// What a hello asks, once read.
struct Asked {
    game: RoomGame,
    name: String,
    room: Option<RoomCode>,
    create: bool,
    token: Option<SeatToken>,
    allow_hints: bool,
    allow_watchers: bool,
    move_seconds: u32,
    computers: Vec<ComputerSeat>,
}

impl Hub {
    /// Seats a connection by its hello, the room written before anyone is told; why it ends
    /// otherwise. A hello that fails leaves nothing behind: a room it brought into memory or
    /// made goes again, and nothing was written.
    pub fn hello(
        &mut self,
        connection: u64,
        address: IpAddr,
        line: Line,
        message: ClientMessage,
    ) -> Result<SeatAt, Ending> {
        let asked = self.read_hello(message)?;
        // Paid before the store is read or a record replayed: a hello with a token from the
        // returns' larger allowance, and from the hellos' too once the token holds no seat.
        let spend = match asked.token {
            Some(_) => Spend::Return,
            None => Spend::Hello,
        };
        self.spend(spend, address)?;
        let code = match &asked.room {
            Some(code) => code.clone(),
            None => self.unused_code()?,
        };
        let held_before = self.rooms.contains_key(&code);
        let seated = self.seat(connection, address, line, asked, &code);
        match &seated {
            Ok(_) => self.thinking.note(connection, address),
            Err(_) if !held_before => drop(self.rooms.remove(&code)),
            Err(_) => {}
        }
        seated
    }

    /// The hello's version, rule set and wishes, or why it is refused.
    fn read_hello(&self, message: ClientMessage) -> Result<Asked, Ending> {
        let ClientMessage::Hello {
            version,
            rules_id,
            name,
            room,
            create,
            token,
            allow_hints,
            allow_watchers,
            move_seconds,
            game,
            computers,
        } = message
        else {
            return Err(Ending::for_good(
                Refusal::Malformed,
                "the first message must be a hello",
            ));
        };
        let game = self.spoken_game(version, game, &rules_id)?;
        check_move_seconds(move_seconds).map_err(|why| Ending::for_good(Refusal::Hello, why))?;
        Ok(Asked {
            game,
            name,
            create: create || room.is_none(),
            room,
            token,
            allow_hints,
            allow_watchers,
            move_seconds,
            computers,
        })
    }

    /// One request of this kind from the address's allowance, or why not.
    pub(super) fn spend(&mut self, spend: Spend, address: IpAddr) -> Result<(), Ending> {
        if (self.budgets.as_mut()).is_some_and(|budgets| !budgets.spend(spend, address)) {
            return Err(Ending::for_now(
                Refusal::Budget(spend),
                spend.refusal_words(),
            ));
        }
        Ok(())
    }

    /// The room found (in memory, in the store) or made, the player seated and the room
    /// written; only then are the players told.
    fn seat(
        &mut self,
        connection: u64,
        address: IpAddr,
        line: Line,
        asked: Asked,
        code: &RoomCode,
    ) -> Result<SeatAt, Ending> {
        if self.is_behind(code)? {
            self.refresh(code)?;
        }
        let now = self.now();
        self.find_or_make_room(code, address, &asked, now)?;
        let (seat, token, taken_back) = self.join_room(code, &asked, now)?;
        let at = SeatAt {
            room: code.clone(),
            seat,
        };
        self.tell_seated(&at, connection, line, token, taken_back);
        self.ask_stand_in(code);
        Ok(at)
    }

    /// The room asked for, found (in memory, in the store) playing the game asked for, or made
    /// when the hello makes one; the address charged for a hello, or for a return to a seat.
    fn find_or_make_room(
        &mut self,
        code: &RoomCode,
        address: IpAddr,
        asked: &Asked,
        now: u64,
    ) -> Result<(), Ending> {
        let found = self.rooms.contains_key(code) || self.bring_back(code)?;
        // A player coming back to their seat is not joining anything new; a token that holds
        // no seat is no return.
        let returning = found
            && (asked.token.as_ref())
                .is_some_and(|token| self.rooms[code].room.seat_holding(token).is_some());
        if asked.token.is_some() && !returning {
            self.spend(Spend::Hello, address)?;
        }
        if found {
            let played = self.rooms[code].room.table().room_game();
            if !played.setup().seats_the_same(asked.game.setup()) {
                let (played, asked) = (played.describe(), asked.game.describe());
                return Err(Ending::for_good(
                    Refusal::Hello,
                    format!("room {code} plays {played}, not {asked}"),
                ));
            }
            return Ok(());
        }
        if !asked.create {
            return Err(Ending::for_good(
                Refusal::Hello,
                format!("there is no room {code} (it may have expired)"),
            ));
        }
        let with_computer = !asked.computers.is_empty();
        if with_computer {
            self.check_computer_rooms(address)?;
        }
        let made = RoomMade {
            game: &asked.game,
            move_seconds: asked.move_seconds,
            computers: &asked.computers,
        };
        self.open_room(code.clone(), made, now)?;
        if with_computer {
            self.count_computer_room(address, code);
        }
        Ok(())
    }

    /// The player takes a seat of the room (theirs again, with its token), the others and the
    /// watchers told; a player back takes their seat from the computer and hears what it
    /// played for them.
    fn join_room(
        &mut self,
        code: &RoomCode,
        asked: &Asked,
        now: u64,
    ) -> Result<(Place, SeatToken, Option<Vec<u32>>), Ending> {
        let fresh_token = SeatToken(random_hex::<16>().map_err(Ending::Dropped)?);
        self.change(code, |live| {
            let was_full = live.room.is_full();
            // The computer's seats are no player's: the room's maker is still its "Player".
            let players_in = live.room.seat_holders() - live.room.computer_seats().len();
            let fallback = if was_full || players_in == 0 {
                "Player"
            } else {
                "Guest"
            };
            let name = clean_name(&asked.name, fallback);
            let (seat, token) = (live.room)
                .join(
                    name,
                    asked.allow_hints,
                    asked.token.as_ref(),
                    fresh_token.clone(),
                    now,
                )
                .map_err(|error| Ending::for_good(Refusal::Hello, error.to_string()))?;
            if asked.token.is_none() {
                live.room.set_allows_watchers(seat, asked.allow_watchers);
            }
            live.room.set_away(seat, None);
            let taken_back =
                (live.room.stand_in(seat, false)).then(|| live.room.take_played_for(seat));
            // The seat joining is not connected yet: "both" is the other players and the
            // watchers.
            let mut told = vec![Told::both(ServerMessage::Presence {
                seat,
                connected: true,
            })];
            if let Some(game) = live.room.public_game(now).filter(|_| !was_full) {
                told.push(Told::both(game));
            }
            if let Some(played) = &taken_back {
                let computer = false;
                let played = played.clone();
                told.push(Told::both(ServerMessage::StandIn {
                    seat,
                    computer,
                    played,
                }));
            }
            Ok(Edit::Changed {
                outcome: (seat, token, taken_back),
                told,
            })
        })
    }

    /// The seated connection takes its place and hears where it is, the game and whether the
    /// other players are there (here, or on another server sharing the store).
    pub(super) fn tell_seated(
        &mut self,
        at: &SeatAt,
        connection: u64,
        line: Line,
        token: SeatToken,
        taken_back: Option<Vec<u32>>,
    ) {
        let away_grace_seconds = self.away_grace_seconds;
        let shared = self.shared;
        let now = self.now();
        let live = self.rooms.get_mut(&at.room).expect("a room written stays");
        let seat = at.seat;
        let seated = Seated {
            connection,
            line,
            token: Some(token.clone()),
            epoch: live.room.epoch(seat),
        };
        if let Some(replaced) = live.connected[seat.index()].replace(seated) {
            replaced.line.send(ServerMessage::Closing {
                reason: "this seat connected again from elsewhere".into(),
                for_good: true,
            });
        }
        live.unwatched_since = None;
        live.tell(
            seat,
            &ServerMessage::Welcome {
                room: at.room.clone(),
                seat,
                token,
                away_grace_seconds,
            },
        );
        if let Some(game) = live.room.public_game(now) {
            live.tell(seat, &game);
            for other in live.room.all_seats().filter(|&other| other != seat) {
                let other_there = live.is_there(other, shared);
                live.tell(
                    seat,
                    &ServerMessage::Presence {
                        seat: other,
                        connected: other_there,
                    },
                );
            }
        }
        if let Some(ending) = live.room.ending() {
            live.tell(seat, &ending);
        }
        if let Some(rated) = live.room.rating_news() {
            live.tell(seat, &rated);
        }
        if live.waits_for_store {
            live.tell(seat, &ServerMessage::StoreAway { away: true });
        }
        if let Some(played) = taken_back {
            live.tell(
                seat,
                &ServerMessage::StandIn {
                    seat,
                    computer: false,
                    played,
                },
            );
        }
        for other in live.room.all_seats().filter(|&other| other != seat) {
            if live.room.is_stood_in(other) {
                live.tell(
                    seat,
                    &ServerMessage::StandIn {
                        seat: other,
                        computer: true,
                        played: Vec::new(),
                    },
                );
            }
        }
    }
}
