//! How the player's kept online games stand, asked of their servers while the title shows (and
//! again every minute there): one short connection per server, answered with whose move it is
//! in each room, or nothing within a few seconds.

use kingdomino_core::duel::Duel;
use std::collections::HashMap;
use std::time::Duration;

use bevy::prelude::*;
use ewebsock::{WsEvent, WsMessage, WsReceiver, WsSender};
use web_time::Instant;

use super::KeptRooms;
use super::link::connect;
use super::session::address_of_first;
use crate::app::files::rule_set::ActiveRules;
use crate::app::states::{AppSystems, Screen};
use kingdomino_core::online::protocol::{PROTOCOL_VERSION, decode_server, encode};
use kingdomino_core::online::{ClientMessage, HeldSeat, RoomCode, ServerMessage, Standing};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RoomGlances>();
    app.add_systems(
        Update,
        (ask_servers, hear_servers)
            .chain()
            .run_if(in_state(Screen::Title))
            .in_set(AppSystems::ReadInput),
    );
    app.add_systems(OnExit(Screen::Title), hang_up);
}

/// How long a server has to answer.
const ANSWER_TIME: Duration = Duration::from_secs(10);
/// How often the title asks again: the other player moves meanwhile.
const ASK_EVERY: Duration = Duration::from_secs(60);

/// What the title knows of each kept room, by server and code.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct RoomGlances(pub HashMap<(String, RoomCode), Glimpse>);

impl RoomGlances {
    pub fn of(&self, server: &str, room: &RoomCode) -> Glimpse {
        self.0
            .get(&(server.to_string(), room.clone()))
            .cloned()
            .unwrap_or(Glimpse::Asking)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Glimpse {
    /// Not heard yet.
    Asking,
    /// The server's answer, and when it came (the clock's time left runs on from it).
    Seen(Standing, Instant),
    /// The server did not answer.
    Unanswered,
}

/// A question to one server about the rooms kept there: not `Send` in the browser.
struct Asked {
    server: String,
    seats: Vec<HeldSeat>,
    sender: WsSender,
    receiver: WsReceiver,
    since: Instant,
}

#[derive(Default)]
struct GlanceLinks {
    open: Vec<Asked>,
    last_asked: Option<(Instant, KeptRooms)>,
}

/// Each server of the kept rooms is asked on the title's arrival, when the rooms kept change,
/// and every minute.
fn ask_servers(world: &mut World) {
    let kept = world.resource::<KeptRooms>().clone();
    if world.get_non_send::<GlanceLinks>().is_none() {
        world.insert_non_send(GlanceLinks::default());
    }
    let links = world.non_send::<GlanceLinks>();
    let due = match &links.last_asked {
        Some((when, asked)) => *asked != kept || when.elapsed() >= ASK_EVERY,
        None => true,
    };
    if !due || !links.open.is_empty() {
        return;
    }
    let mut by_server: Vec<(String, Vec<HeldSeat>)> = Vec::new();
    for room in &kept.0 {
        let seat = HeldSeat {
            room: room.room.clone(),
            token: room.token.clone(),
        };
        match by_server
            .iter_mut()
            .find(|(server, _)| *server == room.server)
        {
            Some((_, seats)) => seats.push(seat),
            None => by_server.push((room.server.clone(), vec![seat])),
        }
    }
    let mut opened = Vec::new();
    let mut unreachable = Vec::new();
    for (server, seats) in by_server {
        match connect(world, &address_of_first(&server)) {
            Ok((sender, receiver)) => opened.push(Asked {
                server,
                seats,
                sender,
                receiver,
                since: Instant::now(),
            }),
            Err(error) => {
                warn!("online: cannot ask {server} about the kept rooms: {error}");
                unreachable.push((server, seats));
            }
        }
    }
    let mut glances = world.resource_mut::<RoomGlances>();
    for (server, seats) in unreachable {
        note_unanswered(&mut glances, &server, &seats);
    }
    let mut links = world.non_send_mut::<GlanceLinks>();
    links.open = opened;
    links.last_asked = Some((Instant::now(), kept));
}

/// The servers' answers taken in; a server silent too long, or closing first, did not answer.
fn hear_servers(world: &mut World) {
    let rules_id = world.resource::<ActiveRules<Duel>>().0.id().to_string();
    let Some(mut links) = world.remove_non_send::<GlanceLinks>() else {
        return;
    };
    let mut glances = world.resource_mut::<RoomGlances>();
    links.open.retain_mut(|asked| {
        while let Some(event) = asked.receiver.try_recv() {
            match event {
                WsEvent::Opened => {
                    asked
                        .sender
                        .send(WsMessage::Text(encode(&ClientMessage::Glance {
                            version: PROTOCOL_VERSION,
                            rules_id: rules_id.clone(),
                            seats: asked.seats.clone(),
                        })))
                }
                WsEvent::Message(WsMessage::Text(text)) => {
                    match decode_server(&text) {
                        Ok(ServerMessage::Glanced { rooms }) => {
                            for glance in rooms {
                                glances.0.insert(
                                    (asked.server.clone(), glance.room),
                                    Glimpse::Seen(glance.standing, Instant::now()),
                                );
                            }
                        }
                        Ok(ServerMessage::Closing { reason, .. }) => {
                            warn!("online: {} said of the kept rooms: {reason}", asked.server);
                        }
                        Ok(other) => warn!("online: {} answered {other:?}", asked.server),
                        Err(error) => warn!("online: {} sent {error}", asked.server),
                    }
                    note_unanswered(&mut glances, &asked.server, &asked.seats);
                    return false;
                }
                WsEvent::Message(_) => {}
                WsEvent::Error(_) | WsEvent::Closed => {
                    note_unanswered(&mut glances, &asked.server, &asked.seats);
                    return false;
                }
            }
        }
        if asked.since.elapsed() >= ANSWER_TIME {
            note_unanswered(&mut glances, &asked.server, &asked.seats);
            return false;
        }
        true
    });
    world.insert_non_send(links);
}

/// The rooms of `seats` the server said nothing of are unanswered (what was seen before stays).
fn note_unanswered(glances: &mut RoomGlances, server: &str, seats: &[HeldSeat]) {
    for seat in seats {
        let glimpse = glances
            .0
            .entry((server.to_string(), seat.room.clone()))
            .or_insert(Glimpse::Unanswered);
        if *glimpse == Glimpse::Asking {
            *glimpse = Glimpse::Unanswered;
        }
    }
}

/// Off the title the questions are dropped; they are asked afresh on the way back.
fn hang_up(world: &mut World) {
    world.remove_non_send::<GlanceLinks>();
}
