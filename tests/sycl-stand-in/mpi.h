// A stand-in for <mpi.h>, used only to type-check the site's C++ samples: the MPI names that the API
// synopsis and the samples use, with the types the MPI standard gives them; no definitions. Real
// implementations define the constants as macros; constants of the right type check the same way.
#pragma once

typedef struct stand_in_mpi_communicator* MPI_Comm;
typedef struct stand_in_mpi_datatype* MPI_Datatype;
typedef struct stand_in_mpi_operation* MPI_Op;
typedef struct stand_in_mpi_file* MPI_File;
typedef struct stand_in_mpi_info* MPI_Info;
typedef long long MPI_Offset;
typedef struct {
	int MPI_SOURCE;
	int MPI_TAG;
	int MPI_ERROR;
} MPI_Status;

extern MPI_Comm const MPI_COMM_WORLD;
extern MPI_Datatype const MPI_BYTE;
extern MPI_Datatype const MPI_FLOAT;
extern MPI_Datatype const MPI_DOUBLE;
extern MPI_Datatype const MPI_INT;
extern MPI_Op const MPI_SUM;
extern MPI_Info const MPI_INFO_NULL;
#define MPI_STATUS_IGNORE ((MPI_Status*)0)
#define MPI_MODE_CREATE 1
#define MPI_MODE_RDONLY 2
#define MPI_MODE_WRONLY 4
enum { MPI_THREAD_SINGLE, MPI_THREAD_FUNNELED, MPI_THREAD_SERIALIZED, MPI_THREAD_MULTIPLE };

int MPI_Comm_rank(MPI_Comm comm, int* rank);
int MPI_Comm_size(MPI_Comm comm, int* size);
int MPI_Comm_dup(MPI_Comm comm, MPI_Comm* newcomm);
int MPI_Comm_free(MPI_Comm* comm);
int MPI_Query_thread(int* provided);
int MPI_Bcast(void* buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm);
int MPI_Barrier(MPI_Comm comm);
int MPI_Allreduce(const void* sendbuf, void* recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
int MPI_File_open(MPI_Comm comm, const char* filename, int amode, MPI_Info info, MPI_File* fh);
int MPI_File_read_at_all(MPI_File fh, MPI_Offset offset, void* buf, int count, MPI_Datatype datatype, MPI_Status* status);
int MPI_File_write_at_all(MPI_File fh, MPI_Offset offset, const void* buf, int count, MPI_Datatype datatype, MPI_Status* status);
int MPI_File_close(MPI_File* fh);
