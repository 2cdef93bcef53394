//! One player's WebSocket: its hello within a few seconds, then its actions to the hub and the
//! hub's messages back. A connection that misbehaves is closed with the reason, logged; the
//! others go on.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::ws::{CloseFrame, Message, WebSocket, close_code};
use tokio::sync::mpsc;

use super::hub::{Hub, SeatAt, lock};
use super::limits::{self, Bucket};
use kingdomino_core::online::ServerMessage;
use kingdomino_core::online::protocol::{decode_client, encode};

/// How long a new connection may take to say hello.
const HELLO_TIME: Duration = Duration::from_secs(10);

pub async fn serve(mut socket: WebSocket, address: SocketAddr, hub: Arc<Mutex<Hub>>, id: u64) {
    let (outbox, mut mailbox) = mpsc::unbounded_channel();
    let hello = match tokio::time::timeout(HELLO_TIME, next_text(&mut socket)).await {
        Ok(Some(Ok(text))) => text,
        Ok(Some(Err(reason))) => return close(socket, address, &reason).await,
        Ok(None) => return,
        Err(_) => return close(socket, address, "no hello in time").await,
    };
    let seated = decode_client(&hello)
        .and_then(|message| lock(&hub).hello(id, address.ip(), outbox, message));
    let at = match seated {
        Ok(at) => at,
        Err(reason) => return close(socket, address, &reason).await,
    };
    let mut flood = Bucket::full(limits::MESSAGES);
    let reason = loop {
        tokio::select! {
            incoming = next_text(&mut socket) => {
                let text = match incoming {
                    Some(Ok(text)) => text,
                    Some(Err(reason)) => break Some(reason),
                    None => break None,
                };
                if !flood.take(limits::MESSAGES) {
                    break Some("too many messages".into());
                }
                let acted = decode_client(&text).and_then(|message| lock(&hub).act(&at, message));
                if let Err(reason) = acted {
                    break Some(reason);
                }
            }
            outgoing = mailbox.recv() => {
                let Some(message) = outgoing else { break None };
                if let ServerMessage::Closing { reason } = &message {
                    break Some(reason.clone());
                }
                if socket.send(Message::Text(encode(&message).into())).await.is_err() {
                    break None;
                }
            }
        }
    };
    lock(&hub).leave(&at, id);
    if let Some(reason) = reason {
        close_seated(socket, address, &at, &reason).await;
    }
}

/// The next text message; pings and pongs are the transport's, a binary message is not ours.
async fn next_text(socket: &mut WebSocket) -> Option<Result<String, String>> {
    loop {
        return match socket.recv().await? {
            Ok(Message::Text(text)) => Some(Ok(text.to_string())),
            Ok(Message::Binary(_)) => Some(Err("a binary message".into())),
            Ok(Message::Close(_)) => None,
            Ok(Message::Ping(_) | Message::Pong(_)) => continue,
            Err(error) => Some(Err(format!("a broken message: {error}"))),
        };
    }
}

async fn close_seated(socket: WebSocket, address: SocketAddr, at: &SeatAt, reason: &str) {
    let described = format!("room {} seat {}: {reason}", at.room, at.seat);
    close(socket, address, &described).await;
}

async fn close(mut socket: WebSocket, address: SocketAddr, reason: &str) {
    eprintln!("kingdomino-duel serve: closing {address}: {reason}");
    let closing = ServerMessage::Closing {
        reason: reason.to_string(),
    };
    let _ = socket.send(Message::Text(encode(&closing).into())).await;
    // Close frames carry at most 123 bytes of reason: the full one went in the message.
    let _ = socket
        .send(Message::Close(Some(CloseFrame {
            code: close_code::POLICY,
            reason: "see the closing message".into(),
        })))
        .await;
}
