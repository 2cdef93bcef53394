//! The server's messages, followed in order: each becomes the session's state or an intent for
//! the rules bridge (the opponent's action, a roll, the game to take up), one action a frame so
//! each is applied before the next is read.

use std::time::Duration;

use bevy::prelude::*;

use super::server_game::{check_the_dice, hold_to_promise, take_up};
use super::{KingdomHeard, OnlineSession, OnlineStatus, SeatAway};
use crate::app::files::rule_set::ActiveRules;
use crate::app::game::expert_hint::OnlineHintsAgreed;
use crate::app::game::{IntendedAction, Match, MatchRequest, Notice, RollGiven};
use crate::app::online::{Audience, Rematch};
use crate::app::platform::console;
use kingdomino_core::duel::SeatNumber;
use kingdomino_core::games::{ForGame, GameKind};
use kingdomino_core::localization::Phrase;
use kingdomino_core::online::{Played, ServerMessage};

/// Follows the server's messages, up to the first that gives the table an action or a game.
pub(super) fn follow_server(
    mut session: ResMut<OnlineSession>,
    game: Option<Res<Match>>,
    rules: Res<ActiveRules>,
    mut requests: MessageWriter<MatchRequest>,
    mut hints: ResMut<OnlineHintsAgreed>,
    mut intended: MessageWriter<IntendedAction>,
    mut rolls: MessageWriter<RollGiven>,
    mut notice: ResMut<Notice>,
    mut audience: ResMut<Audience>,
    mut rematch: ResMut<Rematch>,
    mut kingdom: MessageWriter<KingdomHeard>,
) {
    let session = &mut *session;
    while session.status.needs_server() {
        let Some(message) = session.inbox.pop_front() else {
            return;
        };
        let game = game.as_deref().filter(|game| game.is_online());
        let handed_over = match message {
            ServerMessage::Welcome {
                room,
                seat,
                token,
                away_grace_seconds,
            } => {
                let fits = seat.index() < session.request.game().places();
                if !fits {
                    session.fail(format!("the server gave this table seat {seat}"));
                    return;
                }
                session.away_grace = Duration::from_secs(away_grace_seconds);
                console::announce(&format!("kingdomino-duel: online room {room} seat {seat}"));
                if session.status == OnlineStatus::Over && session.seat != Some(seat) {
                    // Both asked to play again: a new game, in the other seat.
                    session.start_anew();
                    rematch.set_if_neq(Rematch::default());
                }
                let arriving = matches!(
                    session.status,
                    OnlineStatus::Connecting | OnlineStatus::Seeking
                );
                if arriving && session.promise.is_none() {
                    session.status = OnlineStatus::Waiting(room.clone());
                }
                session.room = Some(room);
                session.seat = Some(seat);
                session.token = Some(token);
                false
            }
            ServerMessage::Game { game: public }
                if session.request.game().kind() != public.record.kind() =>
            {
                session.fail(format!(
                    "the server plays {} in this room",
                    public.record.kind()
                ));
                false
            }
            ServerMessage::Game { game: public }
                if matches!(public.record, ForGame::Kingdomino(_)) =>
            {
                hints.set_if_neq(OnlineHintsAgreed(public.hints));
                session.game_shown(public.move_seconds, public.waited_seconds);
                kingdom.write(KingdomHeard::Game(public));
                true
            }
            ServerMessage::Game { game: public } => {
                if let Err(why) = hold_to_promise(session, &public) {
                    session.fail(why);
                    return;
                }
                hints.set_if_neq(OnlineHintsAgreed(public.hints));
                session.game_shown(public.move_seconds, public.waited_seconds);
                take_up(session, game, &rules.0, public, &mut requests)
            }
            ServerMessage::Applied {
                index,
                played: ForGame::Kingdomino(Played { action, dealt }),
                ..
            } => {
                session.move_began = Some(web_time::Instant::now());
                kingdom.write(KingdomHeard::Applied {
                    index,
                    action,
                    dealt,
                });
                true
            }
            ServerMessage::Applied {
                index,
                seat,
                played:
                    ForGame::Duel(Played {
                        action,
                        dealt: roll,
                    }),
            } => {
                let Ok(seat) = SeatNumber::try_from(seat) else {
                    session.fail(format!(
                        "the server told an action of seat {seat} in a Duel"
                    ));
                    return;
                };
                let Some(game) = game else {
                    session.fail("the server told an action before its game".into());
                    return;
                };
                let index = index as usize;
                if index < session.sent {
                    // This seat's own action, settled: it must be the one played here, unless
                    // the server made another in this seat's place first (its time ran out):
                    // then the table takes the server's game again.
                    let played_here = game.record().actions.get(index);
                    if played_here != Some(&action) && index >= session.confirmed {
                        session.connect_again("the server made this seat's move in its place");
                        return;
                    }
                    if played_here != Some(&action) {
                        session.fail(format!(
                            "the server applied {action:?} as action {} where this game has \
                             {:?}",
                            index + 1,
                            game.record().actions.get(index)
                        ));
                        return;
                    }
                } else if index == session.sent && Some(seat) != session.seat() {
                    intended.write(IntendedAction { seat, action });
                    session.sent += 1;
                } else {
                    session.fail(format!(
                        "the server told action {} out of step (this game has {})",
                        index + 1,
                        session.sent
                    ));
                    return;
                }
                session.confirmed_up_to(index + 1);
                session.move_began = Some(web_time::Instant::now());
                if let Some(faces) = roll {
                    rolls.write(RollGiven { faces });
                }
                true
            }
            ServerMessage::Presence { seat, connected } => {
                if Some(seat) != session.seat {
                    session.opponent_here = connected;
                    session.seats_away.retain(|away| away.seat != seat);
                    if !connected {
                        session.seats_away.push(SeatAway {
                            seat,
                            since: web_time::Instant::now(),
                            stood_in: false,
                        });
                    }
                }
                false
            }
            ServerMessage::StandIn {
                seat,
                computer,
                played,
            } => {
                if Some(seat) != session.seat {
                    session.opponent_stood_in = computer;
                    for away in &mut session.seats_away {
                        away.stood_in |= away.seat == seat && computer;
                    }
                } else if !played.is_empty() {
                    notice.0 = Some(
                        Phrase::new("online-computer-played-for-you").with("count", played.len()),
                    );
                }
                false
            }
            ServerMessage::Watching { room } => {
                console::announce(&format!("kingdomino-duel: watching online room {room}"));
                if session.status == OnlineStatus::Connecting && session.promise.is_none() {
                    session.status = OnlineStatus::Waiting(room);
                }
                false
            }
            ServerMessage::RematchAsked { seat } => {
                if Some(seat) == session.seat {
                    rematch.mine = true;
                } else {
                    rematch.theirs = true;
                }
                false
            }
            ServerMessage::Seeking => {
                console::announce("kingdomino-duel: waiting for anyone to play");
                session.status = OnlineStatus::Seeking;
                false
            }
            ServerMessage::Watchers { count } => {
                audience.set_if_neq(Audience(count));
                false
            }
            ServerMessage::TimeRanOut { seat } => {
                let said = if Some(seat) == session.seat {
                    Phrase::new("online-time-ran-out-yours")
                } else {
                    let name = game
                        .and_then(|game| game.names.as_ref())
                        .and_then(|names| names.get(seat.index()).cloned())
                        .unwrap_or_default();
                    Phrase::new("online-time-ran-out").with("name", name)
                };
                notice.0 = Some(said);
                false
            }
            ServerMessage::Ended { secret }
                if session.request.game().kind() == GameKind::Kingdomino =>
            {
                kingdom.write(KingdomHeard::Ended { secret });
                true
            }
            ServerMessage::Ended { secret } => {
                check_the_dice(session, game, &secret);
                false
            }
            ServerMessage::Refused { reason } => {
                session.fail(format!("the server refused this game's action: {reason}"));
                false
            }
            ServerMessage::Glanced { .. } => {
                session.fail("the server answered a glance nobody asked for".into());
                false
            }
            ServerMessage::Closing { reason, for_good } => {
                if for_good {
                    session.fail(format!("the server closed the game: {reason}"));
                } else {
                    // The connection's end follows, and with it a new connection.
                    warn!("online: the server will take this table back: {reason}");
                }
                false
            }
        };
        if handed_over {
            return;
        }
    }
}

impl OnlineSession {
    /// The server showed the room's game (every seat taken): it is played, with the room's
    /// clock and the time the seat to act has waited so far.
    fn game_shown(&mut self, move_seconds: u32, waited_seconds: u64) {
        self.move_seconds = move_seconds;
        self.move_began = web_time::Instant::now().checked_sub(Duration::from_secs(waited_seconds));
        if self.status != OnlineStatus::Over {
            self.status = OnlineStatus::Playing;
        }
        self.opponent_here = true;
    }
}
