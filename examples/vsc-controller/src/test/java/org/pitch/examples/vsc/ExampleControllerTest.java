package org.pitch.examples.vsc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import com.google.protobuf.ByteString;
import org.junit.jupiter.api.Test;
import org.pitch.protocol.vsc.proto.ActuatorRequests;
import org.pitch.protocol.vsc.proto.CameraMeasurement;
import org.pitch.protocol.vsc.proto.GyroMeasurement;
import org.pitch.protocol.vsc.proto.SensorMeasurements;
import org.pitch.protocol.vsc.proto.Vector3;
import org.pitch.protocol.vsc.sense.CameraImage;

/** The example controller behind a real-time simulator: it acts on the newest image, and keeps every step's gyro. */
class ExampleControllerTest {
    @Test
    void behindTheSimulatorItActsOnTheNewestImageOnly() throws Exception {
        byte[] empty = CameraImage.render(List.of(), 60, 32, 24, true); // no ball: the controller turns to search
        try (ServerSocket server = new ServerSocket()) {
            server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            List<ActuatorRequests> requests = new ArrayList<>();
            CountDownLatch sent = new CountDownLatch(1);
            Thread simulator = new Thread(() -> {
                try (Socket s = server.accept()) {
                    DataOutputStream out = new DataOutputStream(s.getOutputStream());
                    out.write("Welcome\0".getBytes(StandardCharsets.US_ASCII));
                    for (int t = 1; t <= 5; t++) { // five steps' measurements, all sent before the controller reads one
                        byte[] m = SensorMeasurements.newBuilder().setTime(t * 100)
                                .addGyros(GyroMeasurement.newBuilder().setName("gyro").setValue(Vector3.newBuilder().setZ(1)))
                                .addCameras(CameraMeasurement.newBuilder().setName("camera").setWidth(32).setHeight(24)
                                        .setImage(ByteString.copyFrom(empty)))
                                .build().toByteArray();
                        out.writeInt(m.length);
                        out.write(m);
                    }
                    out.flush();
                    s.shutdownOutput();
                    sent.countDown();
                    DataInputStream in = new DataInputStream(s.getInputStream());
                    while (true) {
                        byte[] r = new byte[in.readInt()];
                        in.readFully(r);
                        synchronized (requests) { requests.add(ActuatorRequests.parseFrom(r)); }
                    }
                } catch (IOException end) {
                    // the controller closed the connection
                }
            });
            simulator.start();
            ExampleController controller = new ExampleController();
            long handled;
            try (RobotClient robot = new RobotClient(InetAddress.getLoopbackAddress().getHostAddress(), server.getLocalPort())) {
                // loopback TCP: a write that returned has reached the peer's receive queue, so once all
                // five are sent, the last four wait behind the first
                assertTrue(sent.await(30, TimeUnit.SECONDS), "the simulator sent its measurements");
                handled = controller.play(robot, 5);
            }
            simulator.join(30_000);
            assertEquals(5, handled, "every step's measurements read");
            assertEquals(0.5, controller.heading(), 1e-12, "five gyro readings of 1 rad/s over 100 ms each");
            synchronized (requests) {
                assertEquals(2, requests.size(), "the sensors' time steps, then one turn for the newest image: " + requests);
                assertEquals("turn", requests.get(1).getMotorVelocities(0).getName());
            }
        }
    }
}
