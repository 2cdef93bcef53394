//! One player's (or watcher's) WebSocket: its hello within a few seconds, then its actions to
//! the hub and the hub's messages back, pinged so a silent connection is noticed. A connection that misbehaves
//! is closed with the reason, logged once; one the hub let go ends without a final word, so its
//! client connects again; the others go on.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

use axum::extract::ws::{CloseFrame, Message, WebSocket, close_code};
use tokio::sync::mpsc::{Receiver, Sender, channel};
use tokio::time::{Instant, MissedTickBehavior, interval_at, timeout};

use super::gate::Pass;
use super::hub::boards::{BoardAsked, Boards};
use super::hub::{self, Ending, Hub, Line, Mailbox, ProvenSeek, SeatAt};
use super::incoming::{next_message, next_text};
use super::limits::{self, BUSY, Bucket, HELLO_TIME, PINGS_IN_A_SILENCE, SEND_TIME};
use super::log;
use super::metrics::{Metrics, Refusal};
use super::seek_proofs;
use kingdomino_core::online::protocol::{decode_client, encode};
use kingdomino_core::online::{ClientMessage, RoomCode, ServerMessage};

/// A connection's place in the world: who it is and what it may use.
pub struct Caller {
    pub id: u64,
    pub address: SocketAddr,
    /// The server's name as this connection asked for it (see `seek_proofs.rs`).
    pub server_name: String,
    pub hub: Arc<Mutex<Hub>>,
    pub boards: Arc<Mutex<Boards>>,
    pub metrics: Metrics,
    /// Its place among the open connections, given back when it ends.
    pub place: Pass,
    /// How long it may stay silent (no message, no pong) before it counts as dropped.
    pub silence: std::time::Duration,
}

pub async fn serve(mut socket: WebSocket, caller: Caller) {
    let message = match first_message(&mut socket).await {
        Ok(message) => message,
        Err(Some(ending)) => return end(socket, &caller, None, ending).await,
        Err(None) => return,
    };
    // The last places are kept for players coming back to their seat.
    let returning = matches!(&message, ClientMessage::Hello { token: Some(_), .. });
    if caller.place.returning_only() && !returning {
        let ending = Ending::Refused {
            reason: BUSY.into(),
            kind: Refusal::Busy,
            for_good: false,
        };
        return end(socket, &caller, None, ending).await;
    }
    if let ClientMessage::Glance { .. } = message {
        return answer_glance(socket, &caller, message).await;
    }
    if let ClientMessage::Leaderboard { .. } = message {
        let answered = BoardAsked::of(message).and_then(|asked| {
            Boards::leaderboard_for(&caller.hub, &caller.boards, caller.address.ip(), asked)
        });
        return answer_once(
            socket,
            &caller,
            answered.map(|board| ServerMessage::Leaderboard { board }),
        )
        .await;
    }
    let message = match seek_proofs::prove(&mut socket, &caller.server_name, message).await {
        Ok(message) => message,
        Err(Some(ending)) => return end(socket, &caller, None, ending).await,
        Err(None) => return,
    };
    let (line, mailbox) = super::hub::line();
    let mut place = match take_a_place(&caller, line, message) {
        Ok(place) => place,
        Err(ending) => return end(socket, &caller, None, ending).await,
    };
    let ending = converse(&mut socket, &caller, &mut place, mailbox).await;
    hub::with(&caller.hub, |hub| match &place {
        Place::Seat(at) => hub.leave(at, caller.id),
        Place::Watcher(room) => hub.stop_watching(room, caller.id),
        Place::Seeking => hub.stop_seeking(caller.id),
    });
    if let Some(ending) = ending {
        end(socket, &caller, Some(&place), ending).await;
    }
}

/// The connection's first message, within its time: how it ends if there is none (nothing to
/// say when the other end closed).
async fn first_message(socket: &mut WebSocket) -> Result<ClientMessage, Option<Ending>> {
    let malformed = |reason| Ending::Refused {
        reason,
        kind: Refusal::Malformed,
        for_good: true,
    };
    let hello = match timeout(HELLO_TIME, next_text(socket)).await {
        Ok(Some(Ok(text))) => text,
        Ok(Some(Err(reason))) => return Err(Some(malformed(reason))),
        Ok(None) => return Err(None),
        Err(_) => {
            return Err(Some(Ending::Refused {
                reason: "no hello in time".into(),
                kind: Refusal::Slow,
                for_good: false,
            }));
        }
    };
    decode_client(&hello).map_err(|reason| Some(malformed(reason)))
}

/// The hub's answer to a first message asking for a place: a seat, a watcher's place or a wait
/// for anyone.
fn take_a_place(caller: &Caller, line: Line, seek: ProvenSeek) -> Result<Place, Ending> {
    hub::with(&caller.hub, |hub| match seek.message {
        ClientMessage::Watch { .. } => hub
            .watch(caller.id, caller.address.ip(), line, seek.message)
            .map(Place::Watcher),
        ClientMessage::Seek { .. } => hub
            .seek(caller.id, caller.address.ip(), line, seek)
            .map(|seated| seated.map_or(Place::Seeking, Place::Seat)),
        message => hub
            .hello(caller.id, caller.address.ip(), line, message)
            .map(Place::Seat),
    })
}

/// A glance is answered at once, and the connection closed: it holds no seat.
async fn answer_glance(socket: WebSocket, caller: &Caller, message: ClientMessage) {
    let answered = hub::with(&caller.hub, |hub| hub.glance(caller.address.ip(), message));
    answer_once(
        socket,
        caller,
        answered.map(|rooms| ServerMessage::Glanced { rooms }),
    )
    .await;
}

/// A question answered at once (a glance, a leaderboard), and the connection closed.
async fn answer_once(
    mut socket: WebSocket,
    caller: &Caller,
    answered: Result<ServerMessage, Ending>,
) {
    match answered {
        Ok(answer) => {
            let _ = timeout(SEND_TIME, async {
                let _ = socket.send(Message::Text(encode(&answer).into())).await;
                let _ = socket.send(Message::Close(None)).await;
            })
            .await;
        }
        Err(ending) => end(socket, caller, None, ending).await,
    }
}

/// Where a connection is once its first message was taken.
enum Place {
    Seat(SeatAt),
    Watcher(RoomCode),
    /// Waiting for anyone to play: the seat's welcome, when it comes, seats the connection.
    Seeking,
}

impl std::fmt::Display for Place {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Place::Seat(at) => write!(f, "room {} seat {}", at.room, at.seat),
            Place::Watcher(room) => write!(f, "room {room}, watching"),
            Place::Seeking => f.write_str("waiting for anyone"),
        }
    }
}

/// The seated connection's life: its messages to the hub, the hub's to it, a ping now and then;
/// how it ended, if it is to be told.
async fn converse(
    socket: &mut WebSocket,
    caller: &Caller,
    place: &mut Place,
    mut mailbox: Mailbox,
) -> Option<Ending> {
    let mut flood = Bucket::full(limits::MESSAGES);
    // The hub takes the messages in their order on a task of its own, so this one goes on
    // reading, answering pings and passing the hub's messages while the hub is busy. Messages
    // given before the connection ends are still taken.
    let (to_act, acting) = channel(limits::MESSAGES.burst as usize);
    let (refused, mut ended) = channel(1);
    tokio::spawn(act_in_turn(
        Arc::clone(&caller.hub),
        caller.id,
        acting,
        refused,
    ));
    let mut heard = Instant::now();
    // A few pings within the silence allowed, so a live connection always answers one.
    let ping_every = caller.silence / PINGS_IN_A_SILENCE;
    let mut pings = interval_at(Instant::now() + ping_every, ping_every);
    pings.set_missed_tick_behavior(MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            biased;
            outgoing = mailbox.messages.recv() => {
                let Some(message) = outgoing else {
                    return Some(Ending::Dropped("the server let this connection go".into()));
                };
                if let Err(ending) = pass_on(socket, caller, place, message).await {
                    return ending;
                }
            }
            Some(ending) = ended.recv() => return Some(ending),
            _ = &mut mailbox.hung_up => {
                return Some(Ending::Dropped("the server let this connection go".into()));
            }
            incoming = next_message(socket) => {
                heard = Instant::now();
                let text = match incoming {
                    Some(Ok(Some(text))) => text,
                    // A pong (or ping): the other end is there.
                    Some(Ok(None)) => continue,
                    Some(Err(reason)) => {
                        return Some(Ending::Refused { reason, kind: Refusal::Malformed, for_good: true });
                    }
                    None => return None,
                };
                if let Err(ending) = take_in(&text, &mut flood, place, &to_act) {
                    return Some(ending);
                }
            }
            _ = pings.tick() => {
                if heard.elapsed() >= caller.silence {
                    caller.metrics.refused(Refusal::Dropped);
                    log_ending(caller, Some(&*place), "silent too long");
                    return None;
                }
                let pinged = timeout(SEND_TIME, socket.send(Message::Ping(Vec::new().into())));
                if !matches!(pinged.await, Ok(Ok(()))) {
                    return None;
                }
            }
        }
    }
}

/// A message of the hub's sent on, within its time: how the connection ends if not (nothing
/// to say when it is gone). A seat's welcome places the connection: a seeker paired, a player
/// whose rematch swapped the seats.
async fn pass_on(
    socket: &mut WebSocket,
    caller: &Caller,
    place: &mut Place,
    message: ServerMessage,
) -> Result<(), Option<Ending>> {
    if let ServerMessage::Closing { reason, for_good } = message {
        let kind = Refusal::Hello;
        return Err(Some(Ending::Refused {
            reason,
            kind,
            for_good,
        }));
    }
    if let ServerMessage::Welcome { room, seat, .. } = &message {
        *place = Place::Seat(SeatAt {
            room: room.clone(),
            seat: *seat,
        });
    }
    let sent = timeout(
        SEND_TIME,
        socket.send(Message::Text(encode(&message).into())),
    );
    match sent.await {
        Ok(Ok(())) => Ok(()),
        Ok(Err(_)) => Err(None),
        Err(_) => {
            caller.metrics.refused(Refusal::Dropped);
            log_ending(caller, Some(&*place), "a reader too slow for its messages");
            Err(None)
        }
    }
}

/// A message of the connection's, within its allowance, given to its seat's turn: refused when
/// it floods, is not a message, or comes before a seat was given.
fn take_in(
    text: &str,
    flood: &mut Bucket,
    place: &Place,
    to_act: &Sender<(RoomCode, ClientMessage)>,
) -> Result<(), Ending> {
    let refused = |reason: &str, kind| Ending::Refused {
        reason: reason.into(),
        kind,
        for_good: true,
    };
    if !flood.take(limits::MESSAGES) {
        return Err(refused("too many messages", Refusal::Flood));
    }
    let message = decode_client(text).map_err(|reason| Ending::Refused {
        reason,
        kind: Refusal::Malformed,
        for_good: true,
    })?;
    match place {
        Place::Seat(at) => to_act
            .try_send((at.room.clone(), message))
            .map_err(|_| refused("too many messages", Refusal::Flood)),
        Place::Watcher(_) | Place::Seeking => Err(refused(
            "nothing is to be sent before a seat is given",
            Refusal::Malformed,
        )),
    }
}

/// A seated connection's messages, given to the hub one after another, each for the seat the
/// connection holds as the hub takes it; the first it refuses ends the connection.
async fn act_in_turn(
    hub: Arc<Mutex<Hub>>,
    connection: u64,
    mut acting: Receiver<(RoomCode, ClientMessage)>,
    refused: Sender<Ending>,
) {
    while let Some((room, message)) = acting.recv().await {
        if let Err(ending) = hub::with(&hub, |hub| hub.act(&room, connection, message)) {
            let _ = refused.send(ending).await;
            return;
        }
    }
}

/// Says why the connection ends, logged once and counted, then closes it. A connection the
/// hub let go hears that it may come back.
async fn end(mut socket: WebSocket, caller: &Caller, place: Option<&Place>, ending: Ending) {
    let (reason, for_good) = match ending {
        Ending::Refused {
            reason,
            kind,
            for_good,
        } => {
            caller.metrics.refused(kind);
            (reason, for_good)
        }
        Ending::Dropped(reason) => (reason, false),
    };
    log_ending(caller, place, &reason);
    let closing = ServerMessage::Closing {
        reason: reason.clone(),
        for_good,
    };
    let _ = timeout(SEND_TIME, async {
        let _ = socket.send(Message::Text(encode(&closing).into())).await;
        // Close frames carry at most 123 bytes of reason: the full one went in the message.
        let _ = socket
            .send(Message::Close(Some(CloseFrame {
                code: close_code::POLICY,
                reason: "see the closing message".into(),
            })))
            .await;
    })
    .await;
}

fn log_ending(caller: &Caller, place: Option<&Place>, reason: &str) {
    let seat = place.map_or(String::new(), |place| format!(" ({place})"));
    log::say(&format!(
        "closing {}{seat}: {}",
        caller.address,
        log::quoted(reason)
    ));
}
